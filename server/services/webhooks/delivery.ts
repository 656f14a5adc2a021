/**
 * The webhook worker (decision 70), the mail worker's twin (decision 40): every process runs
 * one over the shared database. A batch of due deliveries is claimed in a short transaction
 * with FOR UPDATE SKIP LOCKED and leased (`locked_until`), so two workers never send one
 * delivery at once and no transaction is open during a POST; a delivery whose process died
 * mid-send is claimed again after its lease. A 2xx is delivered; anything else, or no
 * answer, is tried again with the mail's backoff (1 minute doubling to an hour, for a day),
 * then marked failed.
 */
import { performance } from 'node:perf_hooks';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { WEBHOOK_HEADERS } from '#domain/webhooks.ts';
import type { Db } from '#server/db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '#server/db/schema.ts';
import { afterFailedTry } from '#server/mail/backoff.ts';
import { createOutboxLoop } from '#server/mail/outbox-loop.ts';
import type { WebhookSender } from './sender';
import { signatureHeader } from './signature';

type Row = typeof webhookDeliveries.$inferSelect;

export interface WebhookWorkerOptions {
  db: Db;
  send: WebhookSender;
  logger: Logger;
  now?: () => Date;
  /** How long a claimed delivery is this worker's: well past the POST's time limit. */
  leaseMs?: number;
  pollMs?: number;
  batchSize?: number;
  stopGraceMs?: number;
}

export const DEFAULT_WEBHOOK_LEASE_MS = 60_000;
const DEFAULT_POLL_MS = 5_000;
const LAST_ERROR_MAX = 500;

export interface WebhookWorker {
  /** Sends every delivery due now, batch after batch; answers how many were tried. */
  deliverDue(): Promise<number>;
  /** An event was written: deliver now (coalesced with a run in progress). */
  nudge(): void;
  /** Polls for due retries until stop(); the timer never keeps the process alive. */
  start(): void;
  stop(): Promise<void>;
}

/** The body every try of a delivery sends: the event's id, type, time and data. */
export function webhookBody(row: Pick<Row, 'eventId' | 'eventType' | 'createdAt' | 'payload'>): string {
  return JSON.stringify({
    id: row.eventId,
    type: row.eventType,
    createdAt: row.createdAt.toISOString(),
    data: row.payload,
  });
}

export function createWebhookWorker({
  db,
  send,
  logger,
  now = () => new Date(),
  leaseMs = DEFAULT_WEBHOOK_LEASE_MS,
  pollMs = DEFAULT_POLL_MS,
  batchSize = 10,
  stopGraceMs = 5_000,
}: WebhookWorkerOptions): WebhookWorker {
  async function claim(): Promise<{ rows: Row[]; lease: Date }> {
    const t = now();
    const lease = new Date(t.getTime() + leaseMs);
    const rows = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(
          and(
            eq(webhookDeliveries.state, 'pending'),
            lte(webhookDeliveries.nextAttemptAt, t),
            or(isNull(webhookDeliveries.lockedUntil), lte(webhookDeliveries.lockedUntil, t)),
            // A disabled endpoint's deliveries wait until it is enabled again.
            eq(webhookEndpoints.enabled, true),
          ),
        )
        .orderBy(asc(webhookDeliveries.nextAttemptAt))
        .limit(batchSize)
        .for('update', { of: webhookDeliveries, skipLocked: true });
      if (due.length === 0) return [];
      // The try is counted when it is claimed, so one that kills its process each time still runs out of tries.
      return tx
        .update(webhookDeliveries)
        .set({ lockedUntil: lease, attempts: sql`${webhookDeliveries.attempts} + 1` })
        .where(
          inArray(
            webhookDeliveries.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
    return { rows: rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()), lease };
  }

  const about = (row: Row) => ({
    deliveryId: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    eventType: row.eventType,
    attempt: row.attempts,
  });

  async function deliver(row: Row, lease: Date): Promise<void> {
    const [endpoint] = await db
      .select({ url: webhookEndpoints.url, secret: webhookEndpoints.secret })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, row.endpointId));
    // Deleted since the claim: its deliveries went with it.
    if (!endpoint) return;
    const body = webhookBody(row);
    const startedAt = now();
    const timestamp = Math.floor(startedAt.getTime() / 1000);
    const started = performance.now();
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = await send({
        url: endpoint.url,
        body,
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'ALATOO-Webhooks/1',
          [WEBHOOK_HEADERS.eventId]: row.eventId,
          [WEBHOOK_HEADERS.eventType]: row.eventType,
          [WEBHOOK_HEADERS.signature]: signatureHeader(endpoint.secret, timestamp, body),
        },
      });
      if (status < 200 || status > 299) error = `HTTP ${status}`;
    } catch (err) {
      error = (err instanceof Error ? err.message : String(err)).slice(0, LAST_ERROR_MAX);
    }
    const tried = {
      lastStatusCode: status,
      lastResponseMs: Math.round(performance.now() - started),
      lastAttemptAt: startedAt,
      lockedUntil: null,
    };
    if (error === null) {
      // Delivered is delivered, whoever holds the lease now.
      await db
        .update(webhookDeliveries)
        .set({ ...tried, state: 'delivered', deliveredAt: now(), lastError: null })
        .where(eq(webhookDeliveries.id, row.id));
      logger.info({ ...about(row), status }, `webhook delivered: ${row.eventType}`);
      return;
    }
    const next = afterFailedTry(row.queuedAt, row.attempts, now());
    // Only while the lease is still ours: past it another worker may have the delivery.
    const mine = and(
      eq(webhookDeliveries.id, row.id),
      eq(webhookDeliveries.state, 'pending'),
      eq(webhookDeliveries.lockedUntil, lease),
    );
    if (next.state === 'failed') {
      await db
        .update(webhookDeliveries)
        .set({ ...tried, state: 'failed', lastError: error })
        .where(mine);
      logger.error({ ...about(row), error }, `webhook failed after a day of tries: ${row.eventType}`);
    } else {
      await db
        .update(webhookDeliveries)
        .set({ ...tried, nextAttemptAt: next.nextAttemptAt, lastError: error })
        .where(mine);
      logger.warn(
        { ...about(row), error, nextAttemptAt: next.nextAttemptAt.toISOString() },
        `webhook not delivered, tried again later: ${row.eventType}`,
      );
    }
  }

  return createOutboxLoop({ claim, deliver, batchSize, pollMs, stopGraceMs, logger, name: 'webhook' });
}
