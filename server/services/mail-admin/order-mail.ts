/**
 * The e-mails written about one order, as its timeline tells them (decision 0047): the
 * outbox rows are the one record of what was queued, sent or given up on.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';

export interface OrderMail {
  id: string;
  kind: string;
  to: string;
  state: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  queuedAt: Date;
  sentAt: Date | null;
  /**
   * The worker takes a message when this time comes, so for a failed one it is when its
   * last try was made (within the worker's poll).
   */
  nextAttemptAt: Date;
}

export async function mailAboutOrder(db: Db, orderId: string): Promise<OrderMail[]> {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.to,
      state: mailOutbox.state,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      queuedAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      nextAttemptAt: mailOutbox.nextAttemptAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.orderId, orderId))
    .orderBy(asc(mailOutbox.createdAt));
}
