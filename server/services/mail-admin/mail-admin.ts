/**
 * The back office's view of the store's outgoing mail (decision 0040): messages that failed
 * after a day of tries or are still being retried, and sending one again.
 */
import { and, count, desc, eq, gt, or, type SQL } from 'drizzle-orm';
import type { ApiMailMessage, MailMessagesAnswer } from '#domain/api-answer-schemas.ts';
import { MAIL_TEXT, type MailKind, type MailMessagesQuery } from '#domain/mail.ts';
import { orderNumber } from '#domain/orders.ts';
import type { Db } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import type { MailQueue } from '#server/mail/outbox.ts';
import { ServiceError } from '#server/services/errors.ts';

type Row = typeof mailOutbox.$inferSelect;

const failed = eq(mailOutbox.state, 'failed');
const retrying = and(eq(mailOutbox.state, 'pending'), gt(mailOutbox.attempts, 0))!;

function toApi(row: Row): ApiMailMessage {
  return {
    _id: row.id,
    kind: row.kind as MailKind,
    to: row.to,
    state: row.state,
    orderId: row.orderId,
    orderNumber: row.orderId ? orderNumber(row.orderId) : null,
    userId: row.userId,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createMailAdminService(db: Db, mail: MailQueue, now: () => Date = () => new Date()) {
  return {
    /** One page of failed or retrying messages (both without `state`), newest first. */
    async list({ page, pageSize, state }: MailMessagesQuery): Promise<MailMessagesAnswer> {
      const where: SQL = state === 'failed' ? failed : state === 'retrying' ? retrying : or(failed, retrying)!;
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(mailOutbox)
          .where(where)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(mailOutbox).where(where),
      ]);
      return { messages: rows.map(toApi), total: totalRow?.total ?? 0, page, pageSize };
    },

    /**
     * A failed message goes back to the queue with its tries reset (another day of them); one
     * still waiting is tried now. A message being sent at this moment keeps its lease.
     */
    async sendAgain(id: string): Promise<ApiMailMessage> {
      const t = now();
      const [row] = await db
        .update(mailOutbox)
        .set({ state: 'pending', nextAttemptAt: t })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'pending')))
        .returning();
      const [revived] = row
        ? [row]
        : await db
            .update(mailOutbox)
            .set({ state: 'pending', attempts: 0, nextAttemptAt: t, queuedAt: t, lockedUntil: null })
            .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'failed')))
            .returning();
      if (!revived) {
        const [existing] = await db.select({ state: mailOutbox.state }).from(mailOutbox).where(eq(mailOutbox.id, id));
        throw existing
          ? new ServiceError('conflict', MAIL_TEXT.alreadySent)
          : new ServiceError('not_found', MAIL_TEXT.notFound);
      }
      mail.written();
      return toApi(revived);
    },
  };
}

export type MailAdminService = ReturnType<typeof createMailAdminService>;
