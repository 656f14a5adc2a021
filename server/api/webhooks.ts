/**
 * Outgoing webhooks in the back office (admins only, decision 70): the endpoints (list,
 * register, change, rotate the secret, delete), an endpoint's delivery log, a delivery sent
 * again and a test event. Each write is limited per admin; the secret is answered only when
 * an endpoint is made or its secret rotated.
 */
import type {
  ApiWebhookDelivery,
  ApiWebhookEndpoint,
  MessageAnswer,
  WebhookDeliveriesAnswer,
  WebhookEndpointsAnswer,
  WebhookEndpointWithSecret,
} from '#domain/api-answer-schemas.ts';
import * as answers from '#domain/api-answer-schemas.ts';
import {
  WEBHOOK_TEXT,
  webhookDeliveriesQuerySchema,
  webhookEndpointChangeSchema,
  webhookEndpointInputSchema,
} from '#domain/webhooks.ts';
import type { Services } from '#server/context.ts';
import { idParam, jsonBody, query } from '#server/http/request-input.ts';
import type { RateLimiter } from '#server/limits/rate-limit.ts';
import { limitedAdminEditor } from './admin-editor';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import { answer, jsonRequest } from './openapi/operation';

const TAG = 'Webhooks';

/** Writes to the webhooks per admin: far above an owner's editing, far below a runaway script. */
export const WEBHOOK_RATE_LIMIT = { limit: 60, windowMs: 10 * 60_000 };

const ENDPOINT_ID = '5d2e8f1a-3b4c-4d5e-8f6a-7b8c9d0e1f2a';
const exampleEndpoint: ApiWebhookEndpoint = {
  _id: ENDPOINT_ID,
  url: 'https://erp.example.com/hooks/store',
  events: ['order.paid', 'order.refunded'],
  enabled: true,
  createdAt: '2026-11-25T09:00:00.000Z',
  createdBy: 'owner@example.com',
  updatedAt: '2026-11-25T09:00:00.000Z',
};
const exampleSecret = 'whsec_Jx4c1u0m2Zr8yQ7kP3sV9tW6bN5aL2dF0gH8jK1eR4o';
const exampleDelivery: ApiWebhookDelivery = {
  _id: '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968',
  eventId: '0f9e8d7c-6b5a-4948-8372-6150a4b3c2d1',
  eventType: 'order.paid',
  state: 'pending',
  attempts: 2,
  lastStatusCode: 503,
  lastResponseMs: 184,
  lastError: 'HTTP 503',
  lastAttemptAt: '2026-11-25T09:01:00.000Z',
  nextAttemptAt: '2026-11-25T09:03:00.000Z',
  deliveredAt: null,
  createdAt: '2026-11-25T09:00:00.000Z',
};
const endpointId = { id: { description: 'The endpoint’s id.' } };
const tooMany = { 429: 'Too many webhook changes in a short time.' } as const;
const refused = {
  400: 'The address is not http(s) (https only on a production store), or its host leads into a private network (unless WEBHOOKS_ALLOW_PRIVATE), or the events are not known ones.',
} as const;

export const WEBHOOKS_ROUTES = {
  list: declareRoute({
    method: 'get',
    path: '/api/webhooks/endpoints',
    tag: TAG,
    summary: 'The registered webhook endpoints',
    description: 'Oldest first. Never their secrets.',
    access: 'admin',
    answers: [
      answer({
        status: 200,
        description: 'Every endpoint.',
        schema: answers.webhookEndpointsAnswerSchema,
        examples: [{ summary: 'One endpoint', value: { endpoints: [exampleEndpoint] } }],
      }),
    ],
  }),
  create: declareRoute({
    method: 'post',
    path: '/api/webhooks/endpoints',
    tag: TAG,
    summary: 'Register a webhook endpoint',
    description: `Each event it subscribes to is POSTed to it as JSON, signed in \`Store-Signature\` (\`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>\`), with \`Store-Event-Id\` (the same on every try: deduplicate by it) and \`Store-Event-Type\`; retried for a day until it answers 2xx. The host's every address is checked: private, loopback and link-local ones are refused. The answer carries the secret, this once. Up to ${WEBHOOK_RATE_LIMIT.limit} webhook changes per admin in ${WEBHOOK_RATE_LIMIT.windowMs / 60_000} minutes.`,
    access: 'admin',
    body: jsonRequest(webhookEndpointInputSchema, [
      { summary: 'Paid and refunded orders', value: { url: exampleEndpoint.url, events: exampleEndpoint.events } },
    ]),
    answers: [
      answer({
        status: 201,
        description: 'The endpoint, and its secret (never answered again).',
        schema: answers.webhookEndpointWithSecretSchema,
        examples: [{ summary: 'Registered', value: { endpoint: exampleEndpoint, secret: exampleSecret } }],
      }),
    ],
    errors: { ...refused, ...tooMany },
  }),
  update: declareRoute({
    method: 'patch',
    path: '/api/webhooks/endpoints/{id}',
    tag: TAG,
    summary: 'Change an endpoint’s address, events or whether it is on',
    description:
      'Any of `url`, `events`, `enabled`. A disabled endpoint gets no new events, and its waiting deliveries wait until it is enabled again.',
    access: 'admin',
    pathParams: endpointId,
    body: jsonRequest(webhookEndpointChangeSchema, [{ summary: 'Turned off', value: { enabled: false } }]),
    answers: [
      answer({
        status: 200,
        description: 'The endpoint as it is now.',
        schema: answers.webhookEndpointSchema,
        examples: [{ summary: 'Off', value: { ...exampleEndpoint, enabled: false } }],
      }),
    ],
    errors: { ...refused, 404: WEBHOOK_TEXT.notFound, ...tooMany },
  }),
  rotateSecret: declareRoute({
    method: 'post',
    path: '/api/webhooks/endpoints/{id}/rotate-secret',
    tag: TAG,
    summary: 'Give an endpoint a new secret',
    description: 'The old one stops signing at once: every try from now on is signed with the new one.',
    access: 'admin',
    pathParams: endpointId,
    answers: [
      answer({
        status: 200,
        description: 'The endpoint and its new secret (never answered again).',
        schema: answers.webhookEndpointWithSecretSchema,
        examples: [{ summary: 'Rotated', value: { endpoint: exampleEndpoint, secret: exampleSecret } }],
      }),
    ],
    errors: { 404: WEBHOOK_TEXT.notFound, ...tooMany },
  }),
  remove: declareRoute({
    method: 'delete',
    path: '/api/webhooks/endpoints/{id}',
    tag: TAG,
    summary: 'Delete an endpoint and its delivery log',
    access: 'admin',
    pathParams: endpointId,
    answers: [
      answer({
        status: 200,
        description: 'Deleted.',
        schema: answers.messageAnswerSchema,
        examples: [{ summary: 'Deleted', value: { message: WEBHOOK_TEXT.deleted } }],
      }),
    ],
    errors: { 404: WEBHOOK_TEXT.notFound, ...tooMany },
  }),
  deliveries: declareRoute({
    method: 'get',
    path: '/api/webhooks/endpoints/{id}/deliveries',
    tag: TAG,
    summary: 'An endpoint’s delivery log, newest first',
    description: 'Each event with its state, tries and last try: HTTP status, response time, error.',
    access: 'admin',
    pathParams: endpointId,
    query: webhookDeliveriesQuerySchema,
    answers: [
      answer({
        status: 200,
        description: 'One page.',
        schema: answers.webhookDeliveriesAnswerSchema,
        examples: [{ summary: 'Retrying', value: { deliveries: [exampleDelivery], total: 1, page: 1, pageSize: 20 } }],
      }),
    ],
    errors: { 404: WEBHOOK_TEXT.notFound },
  }),
  resend: declareRoute({
    method: 'post',
    path: '/api/webhooks/endpoints/{id}/deliveries/{deliveryId}/resend',
    tag: TAG,
    summary: 'Send a delivery again, with the same event id',
    description:
      'Delivered or failed: back in the queue with a new day of tries. Still being retried: tried now. The event id stays the same, so a receiver that already has it can tell.',
    access: 'admin',
    pathParams: { ...endpointId, deliveryId: { description: 'The delivery’s id.' } },
    answers: [
      answer({
        status: 200,
        description: 'The delivery, waiting to be sent.',
        schema: answers.webhookDeliverySchema,
        examples: [{ summary: 'Queued', value: { ...exampleDelivery, attempts: 0 } }],
      }),
    ],
    errors: { 404: WEBHOOK_TEXT.deliveryNotFound, ...tooMany },
  }),
  ping: declareRoute({
    method: 'post',
    path: '/api/webhooks/endpoints/{id}/ping',
    tag: TAG,
    summary: 'Send an endpoint a test event',
    description: 'A `ping` event, signed like any other, to this endpoint only.',
    access: 'admin',
    pathParams: endpointId,
    answers: [
      answer({
        status: 201,
        description: 'The test event’s delivery, waiting to be sent.',
        schema: answers.webhookDeliverySchema,
        examples: [
          {
            summary: 'Queued',
            value: { ...exampleDelivery, eventType: 'ping', attempts: 0, lastStatusCode: null, lastError: null },
          },
        ],
      }),
    ],
    errors: { 404: WEBHOOK_TEXT.notFound, 409: WEBHOOK_TEXT.pingDisabled, ...tooMany },
  }),
};

export function webhooksApi(services: Services, limiter: RateLimiter) {
  /** The admin making a write, once counted (before the body is read). */
  const editor = limitedAdminEditor(limiter, 'webhooks', WEBHOOK_RATE_LIMIT, WEBHOOK_TEXT.rateLimited);
  const webhooks = services.webhooks;
  const endpoint = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', WEBHOOK_TEXT.notFound);

  return declaredRouter('/api/webhooks', services.auth)
    .handle(WEBHOOKS_ROUTES.list, async (c) =>
      c.json({ endpoints: await webhooks.list() } satisfies WebhookEndpointsAnswer),
    )
    .handle(WEBHOOKS_ROUTES.create, async (c) => {
      const by = await editor(c);
      const input = await jsonBody(c, webhookEndpointInputSchema);
      return c.json((await webhooks.create(input, by.name)) satisfies WebhookEndpointWithSecret, 201);
    })
    .handle(WEBHOOKS_ROUTES.update, async (c) => {
      const id = endpoint(c);
      await editor(c);
      const change = await jsonBody(c, webhookEndpointChangeSchema);
      return c.json((await webhooks.update(id, change)) satisfies ApiWebhookEndpoint);
    })
    .handle(WEBHOOKS_ROUTES.rotateSecret, async (c) => {
      const id = endpoint(c);
      await editor(c);
      return c.json((await webhooks.rotateSecret(id)) satisfies WebhookEndpointWithSecret);
    })
    .handle(WEBHOOKS_ROUTES.remove, async (c) => {
      const id = endpoint(c);
      await editor(c);
      await webhooks.remove(id);
      return c.json({ message: WEBHOOK_TEXT.deleted } satisfies MessageAnswer);
    })
    .handle(WEBHOOKS_ROUTES.deliveries, async (c) => {
      const id = endpoint(c);
      return c.json(
        (await webhooks.deliveries(id, query(c, webhookDeliveriesQuerySchema))) satisfies WebhookDeliveriesAnswer,
      );
    })
    .handle(WEBHOOKS_ROUTES.resend, async (c) => {
      const id = endpoint(c);
      const deliveryId = idParam(c, 'deliveryId', WEBHOOK_TEXT.deliveryNotFound);
      await editor(c);
      return c.json((await webhooks.resend(id, deliveryId)) satisfies ApiWebhookDelivery);
    })
    .handle(WEBHOOKS_ROUTES.ping, async (c) => {
      const id = endpoint(c);
      await editor(c);
      return c.json((await webhooks.ping(id)) satisfies ApiWebhookDelivery, 201);
    }).app;
}
