/**
 * The mail worker (decision 0040): takes due messages from the outbox and hands them to the
 * transport, retrying failures with backoff (backoff.ts). Every process runs one over the
 * shared database. A batch is claimed in a short transaction with FOR UPDATE SKIP LOCKED
 * and leased (`locked_until`), so two workers never take the same message, no transaction
 * is open while a mail server is talked to, and a message whose process died mid-send is
 * claimed again once its lease ends.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { afterFailedTry } from './backoff';
import { createOutboxLoop } from './outbox-loop';
import type { MailTransport } from './mailer';
import { mailDeliveryFailures } from '#server/observability/metrics.ts';
import { activeTracer, inSpan, SpanKind } from '#server/observability/tracing.ts';

type Row = typeof mailOutbox.$inferSelect;

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  /** Host part of every Message-ID (the PUBLIC_URL host). */
  messageIdHost: string;
  now?: () => Date;
  /** How long a claimed message is this worker's; longer than any send can take (SMTP timeouts are 2 minutes at most). */
  leaseMs?: number;
  /** How often due retries are looked for, besides the nudges after each write. */
  pollMs?: number;
  batchSize?: number;
  /** How long stop() waits for a send in progress; a message left behind is sent again after its lease. */
  stopGraceMs?: number;
}

export const DEFAULT_MAIL_LEASE_MS = 5 * 60_000;
const DEFAULT_POLL_MS = 5_000;
const LAST_ERROR_MAX = 500;

export function messageIdFor(id: string, host: string): string {
  return `<${id}@${host}>`;
}

export interface MailWorker {
  /** Sends every message due now, batch after batch; answers how many were tried. */
  deliverDue(): Promise<number>;
  /** A message was written: deliver now (coalesced with a run in progress). */
  nudge(): void;
  /** Polls for due retries until stop(); the timer never keeps the process alive. */
  start(): void;
  stop(): Promise<void>;
}

export function createMailWorker({
  db,
  transport,
  logger,
  messageIdHost,
  now = () => new Date(),
  leaseMs = DEFAULT_MAIL_LEASE_MS,
  pollMs = DEFAULT_POLL_MS,
  batchSize = 10,
  stopGraceMs = 5_000,
}: MailWorkerOptions): MailWorker {
  async function claim(): Promise<{ rows: Row[]; lease: Date }> {
    const t = now();
    const lease = new Date(t.getTime() + leaseMs);
    const rows = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.state, 'pending'),
            lte(mailOutbox.nextAttemptAt, t),
            or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, t)),
          ),
        )
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      // The try is counted when it is claimed, so a message that kills its process each
      // time still runs out of tries.
      return tx
        .update(mailOutbox)
        .set({ lockedUntil: lease, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(
          inArray(
            mailOutbox.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
    return { rows: rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()), lease };
  }

  const about = (row: Row) => ({
    mailId: row.id,
    kind: row.kind,
    orderId: row.orderId ?? undefined,
    userId: row.userId ?? undefined,
    attempt: row.attempts,
  });

  /** One message's try, in a span of its own when traces are exported (decision 71). */
  function deliver(row: Row, lease: Date): Promise<void> {
    const tracer = activeTracer();
    if (!tracer) return deliverNow(row, lease);
    const attributes = { 'mail.kind': row.kind, 'mail.attempt': row.attempts, 'mail.transport': transport.kind };
    return inSpan(tracer, 'mail delivery', { kind: SpanKind.CLIENT, attributes }, () => deliverNow(row, lease));
  }

  async function deliverNow(row: Row, lease: Date): Promise<void> {
    try {
      await transport.send({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        replyTo: row.replyTo,
        messageId: messageIdFor(row.id, messageIdHost),
      });
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, LAST_ERROR_MAX);
      const t = now();
      const next = afterFailedTry(row.queuedAt, row.attempts, t);
      mailDeliveryFailures.inc({ final: String(next.state === 'failed') });
      // Only while the lease is still ours: past it another worker may have the message.
      const mine = and(eq(mailOutbox.id, row.id), eq(mailOutbox.state, 'pending'), eq(mailOutbox.lockedUntil, lease));
      if (next.state === 'failed') {
        await db.update(mailOutbox).set({ state: 'failed', lockedUntil: null, lastError: error }).where(mine);
        logger.error({ ...about(row), error }, `mail failed after a day of tries: ${row.kind}`);
      } else {
        await db
          .update(mailOutbox)
          .set({ nextAttemptAt: next.nextAttemptAt, lockedUntil: null, lastError: error })
          .where(mine);
        logger.warn(
          { ...about(row), error, nextAttemptAt: next.nextAttemptAt.toISOString() },
          `mail not sent, tried again later: ${row.kind}`,
        );
      }
      return;
    }
    // Delivered is delivered, whoever holds the lease now.
    await db
      .update(mailOutbox)
      .set({ state: 'sent', sentAt: now(), lockedUntil: null, lastError: null, deliveredBy: transport.kind })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.state, 'pending')));
    logger.info(
      about(row),
      transport.kind === 'smtp' ? `mail sent: ${row.kind}` : `mail kept in the development mailbox: ${row.kind}`,
    );
  }

  return createOutboxLoop({ claim, deliver, batchSize, pollMs, stopGraceMs, logger, name: 'mail' });
}
