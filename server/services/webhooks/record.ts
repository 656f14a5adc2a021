/**
 * Writing a webhook event (decision 70): one delivery row per enabled endpoint subscribed to
 * its type, in the transaction of the change that causes it — a change rolled back leaves no
 * delivery, a committed one always has them. The worker (delivery.ts) sends them after the
 * commit. Services call this directly: it needs nothing but the transaction, so no wiring can
 * forget it; only waking the worker is passed in (`onWebhooksWritten`).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { WebhookEvent, WebhookEventType } from '#domain/webhooks.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '#server/db/schema.ts';

/** The event's `data`, or how to build it: built only when some endpoint wants the event. */
export type WebhookData = Record<string, unknown> | (() => Promise<Record<string, unknown>>);

/**
 * Records `type` for every enabled endpoint that subscribed to it; answers how many
 * deliveries were written. With no such endpoint this is one read of a tiny table (through
 * its partial index) and `data` is never built — no cache, which several processes would
 * have to keep in step.
 */
export async function recordWebhookEvent(tx: Db | Tx, type: WebhookEvent, data: WebhookData): Promise<number> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), sql`${type} = any(${webhookEndpoints.events})`));
  if (endpoints.length === 0) return 0;
  const payload = typeof data === 'function' ? await data() : data;
  await insertDeliveries(
    tx,
    endpoints.map((e) => e.id),
    type,
    payload,
  );
  return endpoints.length;
}

/** One event (one id, the same for every endpoint and every try) for these endpoints. */
export async function insertDeliveries(
  tx: Db | Tx,
  endpointIds: readonly string[],
  type: WebhookEventType,
  payload: Record<string, unknown>,
): Promise<(typeof webhookDeliveries.$inferSelect)[]> {
  // The statement's own clock, not the transaction's start: events written in one
  // transaction keep their order, and are due at once.
  const at = sql`clock_timestamp()`;
  const eventId = randomUUID();
  return tx
    .insert(webhookDeliveries)
    .values(
      endpointIds.map((endpointId) => ({
        endpointId,
        eventId,
        eventType: type,
        payload,
        nextAttemptAt: at,
        queuedAt: at,
        createdAt: at,
      })),
    )
    .returning();
}
