/**
 * The back office's webhook endpoints (decision 70): register one (its secret answered this
 * once), change its address, events or whether it is on, rotate its secret, delete it, read
 * its delivery log and resend a delivery, or send it a test event. Addresses are checked
 * (address-rules.ts) before they are stored.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type {
  ApiWebhookDelivery,
  ApiWebhookEndpoint,
  WebhookDeliveriesAnswer,
  WebhookEndpointWithSecret,
} from '#domain/api-answer-schemas.ts';
import {
  WEBHOOK_PING,
  WEBHOOK_TEXT,
  type WebhookDeliveriesQuery,
  type WebhookEndpointChange,
  type WebhookEndpointInput,
} from '#domain/webhooks.ts';
import type { Db } from '#server/db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '#server/db/schema.ts';
import { RefusedAddressError } from '#server/net/outbound-address.ts';
import { invalidField, ServiceError } from '#server/services/errors.ts';
import { vetEndpointUrl, type WebhookAddressRules } from './address-rules';
import { insertDeliveries } from './record';
import { newWebhookSecret } from './signature';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export interface WebhookServiceDeps {
  db: Db;
  rules: WebhookAddressRules;
  /** Wakes this process's webhook worker after a resend or a test event. */
  onWritten?: () => void;
  now?: () => Date;
}

function toApiEndpoint(row: EndpointRow): ApiWebhookEndpoint {
  return {
    _id: row.id,
    url: row.url,
    events: row.events as ApiWebhookEndpoint['events'],
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toApiDelivery(row: DeliveryRow): ApiWebhookDelivery {
  return {
    _id: row.id,
    eventId: row.eventId,
    eventType: row.eventType as ApiWebhookDelivery['eventType'],
    state: row.state,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastResponseMs: row.lastResponseMs,
    lastError: row.lastError,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createWebhookService({ db, rules, onWritten = () => {}, now = () => new Date() }: WebhookServiceDeps) {
  /** The address as stored, once its scheme and every address of its host are allowed. */
  async function allowedUrl(url: string): Promise<string> {
    try {
      await vetEndpointUrl(url, rules);
    } catch (err) {
      if (err instanceof RefusedAddressError) throw invalidField('url', err.message);
      throw err;
    }
    return new URL(url).href;
  }

  async function endpointRow(id: string): Promise<EndpointRow> {
    const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    if (!row) throw new ServiceError('not_found', WEBHOOK_TEXT.notFound);
    return row;
  }

  return {
    async list(): Promise<ApiWebhookEndpoint[]> {
      const rows = await db.select().from(webhookEndpoints).orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
      return rows.map(toApiEndpoint);
    },

    /** `by`: the admin's e-mail. */
    async create(input: WebhookEndpointInput, by: string): Promise<WebhookEndpointWithSecret> {
      const url = await allowedUrl(input.url);
      const secret = newWebhookSecret();
      const at = now();
      const [row] = await db
        .insert(webhookEndpoints)
        .values({
          url,
          events: input.events,
          enabled: input.enabled,
          secret,
          createdBy: by,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      return { endpoint: toApiEndpoint(row!), secret };
    },

    async update(id: string, change: WebhookEndpointChange): Promise<ApiWebhookEndpoint> {
      const url = change.url === undefined ? undefined : await allowedUrl(change.url);
      const [row] = await db
        .update(webhookEndpoints)
        .set({
          ...(url === undefined ? {} : { url }),
          ...(change.events === undefined ? {} : { events: change.events }),
          ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
          updatedAt: now(),
        })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      if (!row) throw new ServiceError('not_found', WEBHOOK_TEXT.notFound);
      // Enabled again: what waited for it goes now.
      if (change.enabled) onWritten();
      return toApiEndpoint(row);
    },

    /** A new secret, answered this once; deliveries are signed with it from their next try. */
    async rotateSecret(id: string): Promise<WebhookEndpointWithSecret> {
      const secret = newWebhookSecret();
      const [row] = await db
        .update(webhookEndpoints)
        .set({ secret, updatedAt: now() })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      if (!row) throw new ServiceError('not_found', WEBHOOK_TEXT.notFound);
      return { endpoint: toApiEndpoint(row), secret };
    },

    /** Its delivery log goes with it. */
    async remove(id: string): Promise<void> {
      const [row] = await db
        .delete(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id))
        .returning({ id: webhookEndpoints.id });
      if (!row) throw new ServiceError('not_found', WEBHOOK_TEXT.notFound);
    },

    async deliveries(id: string, { page, pageSize }: WebhookDeliveriesQuery): Promise<WebhookDeliveriesAnswer> {
      await endpointRow(id);
      const mine = eq(webhookDeliveries.endpointId, id);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(webhookDeliveries)
          .where(mine)
          .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(webhookDeliveries).where(mine),
      ]);
      return { deliveries: rows.map(toApiDelivery), total: total?.n ?? 0, page, pageSize };
    },

    /**
     * Sends a delivery again, delivered or not, with the same event id: a failed or delivered
     * one goes back to the queue with a new day of tries, a waiting one is tried now. One
     * being sent at this moment keeps its lease (its try ends first).
     */
    async resend(endpointId: string, deliveryId: string): Promise<ApiWebhookDelivery> {
      const at = now();
      const [row] = await db
        .update(webhookDeliveries)
        .set({
          state: 'pending',
          nextAttemptAt: at,
          queuedAt: sql`case when ${webhookDeliveries.state} = 'pending' then ${webhookDeliveries.queuedAt} else ${at} end`,
          attempts: sql`case when ${webhookDeliveries.state} = 'pending' then ${webhookDeliveries.attempts} else 0 end`,
          deliveredAt: null,
        })
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
        .returning();
      if (!row) throw new ServiceError('not_found', WEBHOOK_TEXT.deliveryNotFound);
      onWritten();
      return toApiDelivery(row);
    },

    /** A `ping` event for this endpoint alone, to try the receiver. */
    async ping(id: string): Promise<ApiWebhookDelivery> {
      const endpoint = await endpointRow(id);
      if (!endpoint.enabled) throw new ServiceError('conflict', WEBHOOK_TEXT.pingDisabled);
      const [row] = await insertDeliveries(db, [id], WEBHOOK_PING, { message: 'A test event from the back office.' });
      onWritten();
      return toApiDelivery(row!);
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
