/**
 * The back office's shipping zones (admins only, decision 57): GET /api/shipping/zones lists
 * them; POST adds one, PUT /{id} replaces one's name, countries and methods, DELETE /{id}
 * removes one (never the rest of the world). Each write is limited per admin and recorded
 * with who made it; checkout charges the zones' prices from the next quote on.
 */
import type { AdminShippingZone, AdminShippingZones, MessageAnswer } from '#domain/api-answer-schemas.ts';
import { SHIPPING_ZONE_TEXT, shippingZoneInputSchema } from '#domain/shipping-zone-input.ts';
import type { Services } from '#server/context.ts';
import { idParam, jsonBody } from '#server/http/request-input.ts';
import type { RateLimiter } from '#server/limits/rate-limit.ts';
import { limitedAdminEditor } from './admin-editor';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import * as answers from '#domain/api-answer-schemas.ts';
import { answer, jsonRequest } from './openapi/operation';

/** Writes to the zones per admin: far above an owner's editing, far below a runaway script. */
export const SHIPPING_ZONE_RATE_LIMIT = { limit: 60, windowMs: 10 * 60_000 };

const ZONE_ID = '3c1f6a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
const exampleZone: AdminShippingZone = {
  _id: ZONE_ID,
  name: 'Neighbouring countries',
  restOfWorld: false,
  countries: ['CN', 'KZ', 'TJ', 'UZ'],
  methods: [
    {
      id: 'standard',
      name: 'Standard',
      price: 5.99,
      minDays: 5,
      maxDays: 7,
      delivery: '5-7 business days',
      enabled: true,
    },
    {
      id: 'express',
      name: 'Express',
      price: 12.99,
      minDays: 2,
      maxDays: 3,
      delivery: '2-3 business days',
      enabled: true,
    },
  ],
  updatedAt: '2026-11-25T09:00:00.000Z',
  updatedBy: { _id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'owner@example.com' },
};
const exampleInput = {
  name: 'Neighbouring countries',
  countries: ['KZ', 'UZ', 'TJ', 'CN'],
  methods: [
    { id: 'standard', name: 'Standard', price: 5.99, minDays: 5, maxDays: 7, enabled: true },
    { id: 'express', name: 'Express', price: 12.99, minDays: 2, maxDays: 3, enabled: true },
  ],
};
const writeErrors = {
  400: 'The zone fails its schema: no enabled method, a method id twice, a country code unknown or listed twice, countries on the rest of the world.',
  409: 'A country is already in another zone (named), or another zone has this name.',
  429: 'Too many changes in a short time.',
} as const;

export const SHIPPING_ROUTES = {
  list: declareRoute({
    method: 'get',
    path: '/api/shipping/zones',
    tag: 'Shipping',
    summary: 'The shipping zones, their countries and methods',
    description:
      'In order, the rest of the world last; each method with its price (currency units), its delivery time in business days and words, and whether it is offered.',
    access: 'admin',
    answers: [
      answer({
        status: 200,
        description: 'Every zone.',
        schema: answers.adminShippingZonesSchema,
        examples: [{ summary: 'One zone', value: [exampleZone] }],
      }),
    ],
  }),
  create: declareRoute({
    method: 'post',
    path: '/api/shipping/zones',
    tag: 'Shipping',
    summary: 'Add a shipping zone',
    description: `A zone's countries move to it from the rest of the world. A country already in another zone is refused (409). Up to ${SHIPPING_ZONE_RATE_LIMIT.limit} zone changes per admin in ${SHIPPING_ZONE_RATE_LIMIT.windowMs / 60_000} minutes.`,
    access: 'admin',
    body: jsonRequest(shippingZoneInputSchema, [{ summary: 'Two methods', value: exampleInput }]),
    answers: [
      answer({
        status: 201,
        description: 'The zone as stored.',
        schema: answers.adminShippingZoneSchema,
        examples: [{ summary: 'Added', value: exampleZone }],
      }),
    ],
    errors: writeErrors,
  }),
  update: declareRoute({
    method: 'put',
    path: '/api/shipping/zones/{id}',
    tag: 'Shipping',
    summary: 'Change a shipping zone',
    description:
      'Replaces the zone’s name, countries and methods (in the order sent). Orders already placed keep the method, price and time they were placed with; checkout offers the new ones from now on, and the policy pages and FAQs state them.',
    access: 'admin',
    pathParams: { id: { description: 'The zone’s id.' } },
    body: jsonRequest(shippingZoneInputSchema, [{ summary: 'Express dearer', value: exampleInput }]),
    answers: [
      answer({
        status: 200,
        description: 'The zone as stored now.',
        schema: answers.adminShippingZoneSchema,
        examples: [{ summary: 'Changed', value: exampleZone }],
      }),
    ],
    errors: { ...writeErrors, 404: SHIPPING_ZONE_TEXT.notFound },
  }),
  remove: declareRoute({
    method: 'delete',
    path: '/api/shipping/zones/{id}',
    tag: 'Shipping',
    summary: 'Delete a shipping zone',
    description:
      'Its countries ship with the rest of the world from now on. The rest of the world cannot be deleted (409).',
    access: 'admin',
    pathParams: { id: { description: 'The zone’s id.' } },
    answers: [
      answer({
        status: 200,
        description: 'Deleted.',
        schema: answers.messageAnswerSchema,
        examples: [{ summary: 'Deleted', value: { message: SHIPPING_ZONE_TEXT.deleted } }],
      }),
    ],
    errors: { 404: SHIPPING_ZONE_TEXT.notFound, 409: SHIPPING_ZONE_TEXT.restOfWorldDelete, 429: writeErrors[429] },
  }),
};

export function shippingApi(services: Services, limiter: RateLimiter) {
  /** The admin making a write, once counted (before the body is read, like the other limited admin writes). */
  const editor = limitedAdminEditor(
    limiter,
    'shipping-zones',
    SHIPPING_ZONE_RATE_LIMIT,
    SHIPPING_ZONE_TEXT.rateLimited,
  );

  return declaredRouter('/api/shipping', services.auth)
    .handle(SHIPPING_ROUTES.list, async (c) => c.json((await services.shipping.list()) satisfies AdminShippingZones))
    .handle(SHIPPING_ROUTES.create, async (c) => {
      const by = await editor(c);
      const input = await jsonBody(c, shippingZoneInputSchema);
      return c.json((await services.shipping.create(input, by)) satisfies AdminShippingZone, 201);
    })
    .handle(SHIPPING_ROUTES.update, async (c) => {
      const id = idParam(c, 'id', SHIPPING_ZONE_TEXT.notFound);
      const by = await editor(c);
      const input = await jsonBody(c, shippingZoneInputSchema);
      return c.json((await services.shipping.update(id, input, by)) satisfies AdminShippingZone);
    })
    .handle(SHIPPING_ROUTES.remove, async (c) => {
      const id = idParam(c, 'id', SHIPPING_ZONE_TEXT.notFound);
      await services.shipping.remove(id, await editor(c));
      return c.json({ message: SHIPPING_ZONE_TEXT.deleted } satisfies MessageAnswer);
    }).app;
}
