/**
 * Outgoing webhooks (decision 70): the events an endpoint can subscribe to, the back office's
 * input (`/api/webhooks/endpoints`), the delivery log's query, and the signature's rule, which
 * the README shows receivers how to check.
 */
import { z } from 'zod';
import { integer } from './input-rules';

export const WEBHOOK_EVENTS = [
  'order.placed',
  'order.paid',
  'order.status_changed',
  'order.refunded',
  'return.requested',
  'product.updated',
  'stock.low',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The test event the back office's "Send a test event" delivers to one endpoint; nobody subscribes to it. */
export const WEBHOOK_PING = 'ping';
export type WebhookEventType = WebhookEvent | typeof WEBHOOK_PING;

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'order.placed': 'Order placed (not paid yet)',
  'order.paid': 'Order paid',
  'order.status_changed': 'Order status changed',
  'order.refunded': 'Order refunded',
  'return.requested': 'Return requested',
  'product.updated': 'Product updated in the back office',
  'stock.low': 'A size’s stock fell to the low-stock level',
};

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/** The request headers every delivery carries. */
export const WEBHOOK_HEADERS = {
  eventId: 'Store-Event-Id',
  eventType: 'Store-Event-Type',
  signature: 'Store-Signature',
} as const;

/**
 * What is signed: `<t>.<body>`, with `t` the attempt's Unix time in seconds; the header says
 * `t=<t>,v1=<hex HMAC-SHA256 of it with the endpoint's secret>`.
 */
export const signedContent = (timestampSeconds: number, body: string) => `${timestampSeconds}.${body}`;

export const MAX_WEBHOOK_URL_LENGTH = 2000;
export const WEBHOOK_PAGE_SIZE = 20;
export const MAX_WEBHOOK_PAGE_SIZE = 100;

export const WEBHOOK_TEXT = {
  notFound: 'Webhook endpoint not found.',
  deliveryNotFound: 'Delivery not found.',
  urlInvalid: 'Enter the endpoint’s full address, starting with https://.',
  urlHttpsOnly: 'Only https:// addresses are accepted on a production store.',
  urlCredentials: 'The address must not contain a user name or password.',
  eventsRequired: 'Choose at least one event.',
  rateLimited: 'Too many webhook changes in a short time. Try again in a few minutes.',
  deleted: 'Webhook endpoint deleted.',
  resent: 'The delivery will be sent again now.',
  pingDisabled: 'Turn the endpoint on before sending it a test event.',
} as const;

const urlField = z
  .string({ error: WEBHOOK_TEXT.urlInvalid })
  .trim()
  .min(1, WEBHOOK_TEXT.urlInvalid)
  .max(MAX_WEBHOOK_URL_LENGTH, `The address must be at most ${MAX_WEBHOOK_URL_LENGTH} characters.`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, WEBHOOK_TEXT.urlInvalid)
  .refine((value) => {
    const url = new URL(value);
    return url.username === '' && url.password === '';
  }, WEBHOOK_TEXT.urlCredentials);

const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `Each event must be one of: ${WEBHOOK_EVENTS.join(', ')}.` }), {
    error: WEBHOOK_TEXT.eventsRequired,
  })
  .min(1, WEBHOOK_TEXT.eventsRequired)
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e)));

/** POST /api/webhooks/endpoints. */
export const webhookEndpointInputSchema = z.object({
  url: urlField,
  events: eventsField,
  enabled: z.optional(z.boolean({ error: 'enabled must be true or false.' })).transform((v) => v ?? true),
});
export type WebhookEndpointInput = z.output<typeof webhookEndpointInputSchema>;

/** PATCH /api/webhooks/endpoints/{id}: any of the three. */
export const webhookEndpointChangeSchema = z.object({
  url: z.optional(urlField),
  events: z.optional(eventsField),
  enabled: z.optional(z.boolean({ error: 'enabled must be true or false.' })),
});
export type WebhookEndpointChange = z.output<typeof webhookEndpointChangeSchema>;

/** GET /api/webhooks/endpoints/{id}/deliveries: newest first. */
export const webhookDeliveriesQuerySchema = z.object({
  page: z.optional(integer({ label: 'page', min: 1, max: 10_000 })).transform((v) => v ?? 1),
  pageSize: z
    .optional(integer({ label: 'pageSize', min: 1, max: MAX_WEBHOOK_PAGE_SIZE }))
    .transform((v) => v ?? WEBHOOK_PAGE_SIZE),
});
export type WebhookDeliveriesQuery = z.output<typeof webhookDeliveriesQuerySchema>;
