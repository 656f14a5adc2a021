/**
 * SPEC §7 orders: POST /orders/create-checkout-session, GET /orders/all, PUT /orders/{id}/status,
 * plus GET /orders/admin and /orders/admin/export (the back office's searched, filtered,
 * paged list and its CSV source), POST /orders/admin/status (a selection's status, decision 0051), GET /orders/mine, GET /orders/{id} (owner, admin, or the order link's token) and
 * POST /orders/{id}/cancel-payment (owner or the link's token: the shopper cancelled on the
 * provider's page), and the back office's order page: GET /orders/{id}/page and
 * POST /orders/{id}/notes (decision 0047), and refunds: POST /orders/{id}/refunds (decision 0050).
 */
import { adminOrdersQuerySchema } from '#domain/admin-orders-query.ts';
import { bulkOrderStatusSchema } from '#domain/bulk-order-status-input.ts';
import type {
  AdminOrdersAnswer,
  AdminOrdersExportAnswer,
  BulkOrderStatusAnswer,
  CancelledPaymentAnswer,
  CheckoutSessionAnswer,
  RefundAnswer,
} from '#domain/api-answer-schemas.ts';
import { z } from 'zod';
import { createCheckoutSessionSchema } from '#domain/checkout.ts';
import { NOTE_RATE_LIMIT, NOTE_TEXT } from '#domain/order-notes.ts';
import { ORDER_MESSAGES, orderNoteInputSchema, orderStatusSchema, refundInputSchema } from '#domain/orders.ts';
import type { Services } from '#server/context.ts';
import { HttpError } from '#server/http/errors.ts';
import { idParam, jsonBody, query } from '#server/http/request-input.ts';
import type { RateLimiter } from '#server/limits/rate-limit.ts';
import * as answers from '#domain/api-answer-schemas.ts';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import * as ex from './openapi/examples';
import { answer, jsonRequest } from './openapi/operation';

/** The order link's token, which lets a guest see the order they placed. */
export const orderLinkQuery = z.object({ token: z.optional(z.string().max(200)) });
export const orderLinkBody = z.object({ token: z.optional(z.string().max(200)) });

export const ORDERS_ROUTES = {
  createCheckoutSession: declareRoute({
    method: 'post',
    path: '/api/orders/create-checkout-session',
    tag: 'Orders and payments',
    summary: 'Place an order and start its payment',
    description:
      'Re-prices the cart, reserves its stock and coupon use, and answers the payment page to send the shopper to. Signed in, the order belongs to the account.',
    access: 'optionalSignIn',
    body: jsonRequest(createCheckoutSessionSchema, [
      {
        summary: 'One coat to Bishkek',
        value: {
          cart: {
            items: [{ product: { _id: ex.IDS.product }, variant: { color: 'Navy', size: 'M' }, quantity: 1 }],
            appliedCoupon: { code: 'WINTER15' },
          },
          shippingAddress: ex.shippingAddressInput,
          shippingMethod: 'standard',
          language: 'ru',
        },
      },
    ]),
    answers: [
      answer({
        status: 201,
        description:
          'The order is placed, awaiting payment: send the shopper to `url`. `token` lets a guest see the order.',
        schema: answers.checkoutSessionAnswerSchema,
        examples: [
          {
            summary: 'The test payment page',
            value: {
              url: `https://shop.example/pay/${ex.IDS.paymentSession}`,
              orderId: ex.IDS.order,
              token: 'h5Zq2v9XrB0kP1wL3mN8cT4y',
            },
          },
        ],
      }),
    ],
    errors: {
      400: 'The body fails its schema, the cart is empty, or its coupon is used up.',
      409: 'A line is sold out, short of stock or no longer sold.',
      503: 'The store is not taking payments, or the payment provider failed; nothing was charged.',
    },
  }),
  mine: declareRoute({
    method: 'get',
    path: '/api/orders/mine',
    tag: 'Orders and payments',
    summary: 'The signed-in user’s orders',
    access: 'signedIn',
    answers: [
      answer({
        status: 200,
        description: 'Newest first.',
        schema: answers.orderListSchema,
        examples: [{ summary: 'One order', value: [ex.order] }],
      }),
    ],
  }),
  all: declareRoute({
    method: 'get',
    path: '/api/orders/all',
    tag: 'Orders and payments',
    summary: 'Every order (SPEC §7)',
    access: 'admin',
    answers: [
      answer({
        status: 200,
        description: 'Newest first.',
        schema: answers.orderListSchema,
        examples: [{ summary: 'One order', value: [ex.order] }],
      }),
    ],
  }),
  admin: declareRoute({
    method: 'get',
    path: '/api/orders/admin',
    tag: 'Orders and payments',
    summary: 'The back office’s order list: searched, filtered, paged',
    access: 'admin',
    query: adminOrdersQuerySchema,
    answers: [
      answer({
        status: 200,
        description:
          'One page; `counts` cover every order the search matches whatever the status filters, `revenue` the paid orders among those the search and filters match.',
        schema: answers.adminOrdersAnswerSchema,
        examples: [
          {
            summary: '?orderStatus=processing',
            value: {
              orders: [ex.adminOrder],
              total: 1,
              page: 1,
              pageSize: 20,
              counts: { total: 9, pending: 2, processing: 1, shipped: 3, delivered: 2, cancelled: 1 },
              revenue: [{ currency: 'USD', amount: 1204.5 }],
            },
          },
        ],
      }),
    ],
  }),
  adminExport: declareRoute({
    method: 'get',
    path: '/api/orders/admin/export',
    tag: 'Orders and payments',
    summary: 'Every order the search and filters match, for the CSV export',
    access: 'admin',
    query: adminOrdersQuerySchema,
    answers: [
      answer({
        status: 200,
        description: 'Up to 10 000 orders; `total` is how many matched.',
        schema: answers.adminOrdersExportAnswerSchema,
        examples: [{ summary: 'One order', value: { orders: [ex.adminOrder], total: 1 } }],
      }),
    ],
  }),
  bulkStatus: declareRoute({
    method: 'post',
    path: '/api/orders/admin/status',
    tag: 'Orders and payments',
    summary: 'Change the status of several orders',
    description:
      'Each order is changed on its own, as by `PUT /api/orders/{orderId}/status`: one refusal leaves the others changed. Not `shipped` (each parcel has its own tracking number), and never with `force`: an unpaid order is refused rather than marked delivered.',
    access: 'admin',
    body: jsonRequest(bulkOrderStatusSchema, [
      {
        summary: 'Two orders delivered',
        value: { orderIds: [ex.IDS.order, ex.IDS.otherOrder], orderStatus: 'delivered' },
      },
    ]),
    answers: [
      answer({
        status: 200,
        description: 'What became of each order, in the order sent.',
        schema: answers.bulkOrderStatusAnswerSchema,
        examples: [
          {
            summary: 'One changed, one refused',
            value: {
              orderStatus: 'delivered',
              results: [
                { orderId: ex.IDS.order, outcome: 'changed' },
                {
                  orderId: ex.IDS.otherOrder,
                  outcome: 'refused',
                  reason: 'not paid (change it on its own to confirm)',
                },
              ],
            },
          },
        ],
      }),
    ],
    errors: { 400: 'No order ids, more than 100, repeated ids, or `shipped`.' },
  }),
  setStatus: declareRoute({
    method: 'put',
    path: '/api/orders/{orderId}/status',
    tag: 'Orders and payments',
    summary: 'Change an order’s status',
    access: 'admin',
    pathParams: { orderId: { description: 'The order’s id.' } },
    description:
      'Cancelling an order that has not shipped gives its stock and coupon uses back; reopening a cancelled one takes them again. Marking an unpaid order shipped or delivered needs `force: true` (the owner confirmed it).',
    body: jsonRequest(orderStatusSchema, [
      { summary: 'Shipped', value: { orderStatus: 'shipped' } },
      {
        summary: 'Shipped with DHL',
        value: { orderStatus: 'shipped', shipment: { carrier: 'dhl', trackingNumber: '1234567890' } },
      },
      {
        summary: 'Shipped with another carrier',
        value: {
          orderStatus: 'shipped',
          shipment: {
            carrier: 'other',
            carrierName: 'Cargo Express',
            trackingNumber: 'CE-55012',
            trackingUrl: 'https://cargo.example/track/CE-55012',
          },
        },
      },
      { summary: 'Shipped although not paid', value: { orderStatus: 'shipped', force: true } },
    ]),
    answers: [
      answer({
        status: 200,
        description:
          'The order as it is now; shipped with a `shipment`, it carries the tracking link; delivered, the day.',
        schema: answers.orderSchema,
        examples: [{ summary: 'Shipped', value: { ...ex.order, orderStatus: 'shipped', shipment: ex.shipment } }],
      }),
    ],
    errors: {
      400: 'The body fails its schema (a tracking number or link that is not one), or a `shipment` comes without a change to `shipped`.',
      404: 'No such order.',
      409: 'The order is not paid and `force` was not sent, or it is cancelled and a size it needs is no longer in stock (nothing changes).',
    },
  }),
  page: declareRoute({
    method: 'get',
    path: '/api/orders/{orderId}/page',
    tag: 'Orders and payments',
    summary: 'The back office’s order page: payments, shipments and timeline',
    description:
      'The order with its payment events, its shipments and its timeline, oldest first: placed, payments, status changes with the admin who made them, stock given back, e-mails queued, sent or failed, and the internal notes.',
    access: 'admin',
    pathParams: { orderId: { description: 'The order’s id.' } },
    answers: [
      answer({
        status: 200,
        description: 'The order page.',
        schema: answers.orderPageAnswerSchema,
        examples: [
          {
            summary: 'Paid and shipped',
            value: {
              order: { ...ex.adminOrder, orderStatus: 'shipped', shipment: ex.shipment },
              payments: [{ eventId: 'evt_3Q2x', type: 'paid', at: '2026-11-21T10:32:00.000Z' }],
              shipments: [ex.shipment],
              refunds: [],
              timeline: [
                {
                  at: '2026-11-21T10:30:00.000Z',
                  kind: 'placed',
                  actor: { type: 'customer', name: 'Aida Bekova' },
                  text: 'Order placed ($142.54)',
                  details: { total: '$142.54' },
                },
                {
                  at: '2026-11-21T10:32:00.000Z',
                  kind: 'payment',
                  actor: { type: 'provider', name: 'card' },
                  text: 'Payment received',
                  details: { type: 'paid', eventId: 'evt_3Q2x' },
                },
                {
                  at: '2026-11-22T09:15:00.000Z',
                  kind: 'status_changed',
                  actor: { type: 'admin', name: 'owner@shop.example' },
                  text: 'Status changed from processing to shipped: DHL 1234567890',
                  details: {
                    from: 'processing',
                    to: 'shipped',
                    carrier: 'dhl',
                    carrierName: null,
                    trackingNumber: '1234567890',
                  },
                },
                {
                  at: '2026-11-22T09:16:00.000Z',
                  kind: 'note',
                  actor: { type: 'admin', name: 'owner@shop.example' },
                  text: 'Gift wrapped as asked on the phone.',
                  details: { text: 'Gift wrapped as asked on the phone.' },
                },
              ],
            },
          },
        ],
      }),
    ],
    errors: { 404: 'No such order.' },
  }),
  addNote: declareRoute({
    method: 'post',
    path: '/api/orders/{orderId}/notes',
    tag: 'Orders and payments',
    summary: 'Add an internal note to an order',
    description: `A note on the order's timeline for the store's staff; never shown to the shopper. Up to ${NOTE_RATE_LIMIT.limit} notes per admin in ${NOTE_RATE_LIMIT.windowMs / 60_000} minutes.`,
    access: 'admin',
    pathParams: { orderId: { description: 'The order’s id.' } },
    body: jsonRequest(orderNoteInputSchema, [
      { summary: 'A note', value: { text: 'Gift wrapped as asked on the phone.' } },
    ]),
    answers: [
      answer({
        status: 201,
        description: 'The order’s timeline with the note.',
        schema: answers.orderPageAnswerSchema.shape.timeline,
        examples: [
          {
            summary: 'The note last',
            value: [
              {
                at: '2026-11-22T09:16:00.000Z',
                kind: 'note',
                actor: { type: 'admin', name: 'owner@shop.example' },
                text: 'Gift wrapped as asked on the phone.',
                details: { text: 'Gift wrapped as asked on the phone.' },
              },
            ],
          },
        ],
      }),
    ],
    errors: {
      400: 'The note is empty, too long or holds characters that are not allowed.',
      404: 'No such order.',
      429: 'Too many notes in a short time.',
    },
  }),
  refund: declareRoute({
    method: 'post',
    path: '/api/orders/{orderId}/refunds',
    tag: 'Orders and payments',
    summary: 'Refund lines of a paid order, or all of it',
    description:
      'Gives back the chosen units of the order’s lines (at what each was charged, its share of the coupon taken off) and, once, its shipping, through the payment provider. The amount is computed by the store, never sent; the refunds of an order never add up to more than was paid. `restock` puts the units back in stock (the stock ledger says why). The payment status becomes `partially_refunded` or `refunded`, the shopper is e-mailed and the order’s timeline says who did it. `idempotencyKey` (one per refund, made by the client) makes a retried or doubled request refund once: the same key answers the first refund (200).',
    access: 'admin',
    pathParams: { orderId: { description: 'The order’s id.' } },
    body: jsonRequest(refundInputSchema, [
      {
        summary: 'The coat and the shipping, back in stock',
        value: {
          idempotencyKey: 'b6f0c2a4-9d1e-4f3a-8c7b-5e2d1a0f9c8b',
          lines: [{ itemId: ex.IDS.orderItem, quantity: 1 }],
          shipping: true,
          reason: 'The coat arrived with a torn seam.',
          restock: true,
        },
      },
    ]),
    answers: [
      answer({
        status: 201,
        description: 'Refunded: the refund and the order after it.',
        schema: answers.refundAnswerSchema,
        examples: [
          {
            summary: 'The whole order',
            value: { refund: ex.refund, order: { ...ex.order, paymentStatus: 'refunded' } },
          },
        ],
      }),
      answer({
        status: 200,
        description: 'This idempotency key was used before: the refund it made, and the order now.',
        schema: answers.refundAnswerSchema,
        examples: [
          {
            summary: 'The same request again',
            value: { refund: ex.refund, order: { ...ex.order, paymentStatus: 'refunded' } },
          },
        ],
      }),
    ],
    errors: {
      400: 'The body fails its schema (no reason, no key), or it chooses nothing or a line of another order.',
      404: 'No such order.',
      409: 'The order is not paid, more units or money than are left to refund were asked, the shipping was refunded already, or the key belongs to another order. Nothing changed.',
      503: 'The payment provider did not refund; nothing was refunded.',
    },
  }),
  cancelPayment: declareRoute({
    method: 'post',
    path: '/api/orders/{orderId}/cancel-payment',
    tag: 'Orders and payments',
    summary: 'The shopper cancelled on the payment page',
    description:
      'An order still awaiting payment is cancelled once: its session ends, its stock and coupon use are released. The order’s owner, or anyone with the order link’s token.',
    access: 'optionalSignIn',
    pathParams: { orderId: { description: 'The order’s id.' } },
    body: jsonRequest(orderLinkBody, [
      { summary: 'With the order link’s token', value: { token: 'h5Zq2v9XrB0kP1wL3mN8cT4y' } },
    ]),
    answers: [
      answer({
        status: 200,
        description: '`cancelled` is true when this call ended the order.',
        schema: answers.cancelledPaymentAnswerSchema,
        examples: [
          {
            summary: 'Cancelled',
            value: { cancelled: true, order: { ...ex.order, orderStatus: 'cancelled', paymentStatus: 'failed' } },
          },
        ],
      }),
    ],
    errors: {
      401: 'Neither a Bearer token nor the order link’s token, or the Bearer token’s session has ended.',
      403: 'Not the caller’s order (an admin does not cancel a shopper’s payment either), or a wrong order link token.',
      404: 'No such order.',
      409: 'The payment is already going through.',
    },
  }),
  view: declareRoute({
    method: 'get',
    path: '/api/orders/{orderId}',
    tag: 'Orders and payments',
    summary: 'One order: its owner, an admin, or the order link’s token',
    access: 'optionalSignIn',
    pathParams: { orderId: { description: 'The order’s id.' } },
    query: orderLinkQuery,
    answers: [
      answer({
        status: 200,
        description: 'The order.',
        schema: answers.orderSchema,
        examples: [{ summary: 'Paid, being prepared', value: ex.order }],
      }),
    ],
    errors: {
      401: 'Neither a Bearer token nor the order link’s token, or the Bearer token’s session has ended.',
      403: 'Not the caller’s order, or a wrong order link token.',
      404: 'No such order.',
    },
  }),
};

export function ordersApi(services: Services, limiter: RateLimiter) {
  return declaredRouter('/api/orders', services.auth)
    .handle(ORDERS_ROUTES.createCheckoutSession, async (c) => {
      const input = await jsonBody(c, createCheckoutSessionSchema);
      const user = c.get('auth')?.user;
      const session = await services.orders.createCheckoutSession(input, user?._id ?? null);
      return c.json(
        { url: session.url, orderId: session.orderId, token: session.accessToken } satisfies CheckoutSessionAnswer,
        201,
      );
    })
    .handle(ORDERS_ROUTES.mine, async (c) => c.json(await services.orders.listMine(c.get('auth').user._id)))
    .handle(ORDERS_ROUTES.all, async (c) => c.json(await services.orders.listAll()))
    .handle(ORDERS_ROUTES.admin, async (c) =>
      c.json((await services.adminOrders.list(query(c, adminOrdersQuerySchema))) satisfies AdminOrdersAnswer),
    )
    .handle(ORDERS_ROUTES.adminExport, async (c) =>
      c.json(
        (await services.adminOrders.exportAll(query(c, adminOrdersQuerySchema))) satisfies AdminOrdersExportAnswer,
      ),
    )
    .handle(ORDERS_ROUTES.bulkStatus, async (c) => {
      const { orderIds, orderStatus } = await jsonBody(c, bulkOrderStatusSchema);
      const admin = c.get('auth').user;
      return c.json(
        (await services.orders.setStatuses(orderIds, orderStatus, {
          type: 'admin',
          id: admin._id,
          name: admin.email,
        })) satisfies BulkOrderStatusAnswer,
      );
    })
    .handle(ORDERS_ROUTES.setStatus, async (c) => {
      const orderId = idParam(c, 'orderId', ORDER_MESSAGES.notFound);
      const { orderStatus, force, shipment } = await jsonBody(c, orderStatusSchema);
      const admin = c.get('auth').user;
      return c.json(
        await services.orders.setStatus(orderId, orderStatus, {
          force,
          shipment,
          actor: { type: 'admin', id: admin._id, name: admin.email },
        }),
      );
    })
    .handle(ORDERS_ROUTES.page, async (c) =>
      c.json(await services.orders.getOrderPage(idParam(c, 'orderId', ORDER_MESSAGES.notFound))),
    )
    .handle(ORDERS_ROUTES.addNote, async (c) => {
      const orderId = idParam(c, 'orderId', ORDER_MESSAGES.notFound);
      const admin = c.get('auth').user;
      // Counted before the body is read, like the other admin writes that are limited (uploads).
      const hit = await limiter.hit(`order-note:${admin._id}`, NOTE_RATE_LIMIT.limit, NOTE_RATE_LIMIT.windowMs);
      if (!hit.allowed) {
        c.header('Retry-After', String(hit.retryAfterSeconds));
        throw new HttpError(429, NOTE_TEXT.tooMany);
      }
      const { text } = await jsonBody(c, orderNoteInputSchema);
      return c.json(
        await services.orders.addNote(orderId, text, { type: 'admin', id: admin._id, name: admin.email }),
        201,
      );
    })
    .handle(ORDERS_ROUTES.refund, async (c) => {
      const orderId = idParam(c, 'orderId', ORDER_MESSAGES.notFound);
      const input = await jsonBody(c, refundInputSchema);
      const admin = c.get('auth').user;
      const { created, ...refunded } = await services.orders.refund(orderId, input, {
        type: 'admin',
        id: admin._id,
        name: admin.email,
      });
      return c.json(refunded satisfies RefundAnswer, created ? 201 : 200);
    })
    .handle(ORDERS_ROUTES.cancelPayment, async (c) => {
      const orderId = idParam(c, 'orderId', ORDER_MESSAGES.notFound);
      const { token } = await jsonBody(c, orderLinkBody);
      const user = c.get('auth')?.user;
      return c.json(
        (await services.orders.cancelPayment(orderId, {
          userId: user?._id ?? null,
          token: token ?? null,
        })) satisfies CancelledPaymentAnswer,
      );
    })
    .handle(ORDERS_ROUTES.view, async (c) => {
      const orderId = idParam(c, 'orderId', ORDER_MESSAGES.notFound);
      const { token } = query(c, orderLinkQuery);
      const user = c.get('auth')?.user;
      return c.json(
        await services.orders.getForViewer(orderId, {
          userId: user?._id ?? null,
          isAdmin: user?.role === 'admin',
          token: token ?? null,
        }),
      );
    }).app;
}
