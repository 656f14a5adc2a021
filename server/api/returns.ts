/**
 * Returns (decision 0052): the shopper's request, POST /api/orders/{orderId}/returns (the
 * order's owner, or the order link's token), and the back office's queue: GET /api/returns,
 * POST /api/returns/{returnId}/approve, /reject and /receive (admins).
 */
import type { AdminReturn, ReturnRequestAnswer, ReturnsAnswer } from '#domain/api-answer-schemas.ts';
import * as answers from '#domain/api-answer-schemas.ts';
import { ORDER_MESSAGES } from '#domain/orders.ts';
import {
  returnApprovalSchema,
  returnReceiptSchema,
  returnRejectionSchema,
  returnRequestSchema,
  returnsQuerySchema,
} from '#domain/return-input.ts';
import { RETURN_POLICY, RETURN_RATE_LIMIT, RETURN_TEXT } from '#domain/returns.ts';
import type { Services } from '#server/context.ts';
import { HttpError } from '#server/http/errors.ts';
import { idParam, jsonBody, query } from '#server/http/request-input.ts';
import type { RateLimiter } from '#server/limits/rate-limit.ts';
import type { Actor } from '#server/services/orders/index.ts';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import * as ex from './openapi/examples';
import { answer, jsonRequest } from './openapi/operation';

const returnId = { returnId: { description: 'The return’s id.' } };

export const ORDER_RETURNS_ROUTES = {
  request: declareRoute({
    method: 'post',
    path: '/api/orders/{orderId}/returns',
    tag: 'Returns',
    summary: 'Ask to return units of a delivered order',
    description: `Within ${RETURN_POLICY.window} (the policy's window; outside it the request is refused with the policy's words). Units already refunded or in an open return cannot be asked again. The shopper gets an e-mail that the request arrived, the store a copy, and the order's timeline the request. The order's owner, or anyone with the order link's token. \`idempotencyKey\` (one per request, made by the client) makes a repeated request one return: the same key answers the first (200). Up to ${RETURN_RATE_LIMIT.limit} requests per order in ${RETURN_RATE_LIMIT.windowMs / 60_000} minutes.`,
    access: 'optionalSignIn',
    pathParams: { orderId: { description: 'The order’s id.' } },
    body: jsonRequest(returnRequestSchema, [
      {
        summary: 'The coat, too small, with the order link',
        value: {
          token: 'h5Zq2v9XrB0kP1wL3mN8cT4y',
          idempotencyKey: 'c0a8d6e4-2b1f-4e3d-9a8c-7b6e5d4c3b2a',
          lines: [{ itemId: ex.IDS.orderItem, quantity: 1 }],
          reason: 'too_small',
          comment: 'The sleeves are short for me.',
        },
      },
    ]),
    answers: [
      answer({
        status: 201,
        description: 'Requested: the return and the order after it.',
        schema: answers.returnRequestAnswerSchema,
        examples: [
          {
            summary: 'Requested',
            value: {
              return: { ...ex.orderReturn, status: 'requested', decidedAt: null, instructions: null },
              order: { ...ex.order, returns: [{ ...ex.orderReturn, status: 'requested' }] },
            },
          },
        ],
      }),
      answer({
        status: 200,
        description: 'This idempotency key was used before: the return it made, and the order now.',
        schema: answers.returnRequestAnswerSchema,
        examples: [
          {
            summary: 'The same request again',
            value: { return: ex.orderReturn, order: { ...ex.order, returns: [ex.orderReturn] } },
          },
        ],
      }),
    ],
    errors: {
      400: 'The body fails its schema: no line, no reason, "other" without a comment, a line of another order.',
      401: 'Neither a Bearer token nor the order link’s token, or the Bearer token’s session has ended.',
      403: 'Not the caller’s order, or a wrong order link token.',
      404: 'No such order.',
      409: 'Outside the return window, not delivered or not paid, more units than can still be returned, or the key belongs to another order. Nothing changed.',
      429: 'Too many requests for this order in a short time.',
    },
  }),
};

export const RETURNS_ROUTES = {
  list: declareRoute({
    method: 'get',
    path: '/api/returns',
    tag: 'Returns',
    summary: 'The returns queue',
    description:
      'Returns of one status, or all: requested and approved ones oldest first (the longest waiting on top), the others newest first. `counts` cover every return whatever the filter; `requested` is the sidebar’s count.',
    access: 'admin',
    query: returnsQuerySchema,
    answers: [
      answer({
        status: 200,
        description: 'One page.',
        schema: answers.returnsAnswerSchema,
        examples: [
          {
            summary: '?status=approved',
            value: {
              returns: [ex.adminReturn],
              total: 1,
              page: 1,
              pageSize: 20,
              counts: { requested: 2, approved: 1, rejected: 0, received: 4 },
            },
          },
        ],
      }),
    ],
  }),
  approve: declareRoute({
    method: 'post',
    path: '/api/returns/{returnId}/approve',
    tag: 'Returns',
    summary: 'Approve a requested return',
    description:
      'The shopper is e-mailed the instructions: the store’s address, the return number for the parcel, that the store pays the return shipping, and `note` when given.',
    access: 'admin',
    pathParams: returnId,
    body: jsonRequest(returnApprovalSchema, [
      { summary: 'With a note', value: { note: 'Kyrgyz Post is fine; no need for a courier.' } },
      { summary: 'The standard instructions', value: {} },
    ]),
    answers: [
      answer({
        status: 200,
        description: 'The return, approved.',
        schema: answers.adminReturnSchema,
        examples: [{ summary: 'Approved', value: ex.adminReturn }],
      }),
    ],
    errors: { 404: RETURN_TEXT.notFound, 409: 'The return is not requested any more (approved or rejected already).' },
  }),
  reject: declareRoute({
    method: 'post',
    path: '/api/returns/{returnId}/reject',
    tag: 'Returns',
    summary: 'Reject a return',
    description:
      'A requested return, or an approved one whose parcel did not come back as the policy asks. The shopper is e-mailed the reason.',
    access: 'admin',
    pathParams: returnId,
    body: jsonRequest(returnRejectionSchema, [
      { summary: 'Worn', value: { reason: 'The coat came back worn, without its tags.' } },
    ]),
    answers: [
      answer({
        status: 200,
        description: 'The return, rejected.',
        schema: answers.adminReturnSchema,
        examples: [
          {
            summary: 'Rejected',
            value: {
              ...ex.adminReturn,
              status: 'rejected',
              instructions: null,
              rejectionReason: 'The coat came back worn, without its tags.',
            },
          },
        ],
      }),
    ],
    errors: {
      400: RETURN_TEXT.rejection,
      404: RETURN_TEXT.notFound,
      409: 'The return was received or rejected already.',
    },
  }),
  receive: declareRoute({
    method: 'post',
    path: '/api/returns/{returnId}/receive',
    tag: 'Returns',
    summary: 'Receive a return’s parcel: refund it, and restock',
    description:
      'In one step: the return’s units are refunded through the payment provider at what each was charged (as `POST /api/orders/{orderId}/refunds` would), put back in stock when `restock` (the stock ledger says “Return received”), and the return is marked received; the shopper gets the refund’s e-mail. The refund’s key is the return’s, so receiving twice refunds once; a received return is answered as it is.',
    access: 'admin',
    pathParams: returnId,
    body: jsonRequest(returnReceiptSchema, [{ summary: 'Back on the shelf', value: { restock: true } }]),
    answers: [
      answer({
        status: 200,
        description: 'The return, received and refunded.',
        schema: answers.adminReturnSchema,
        examples: [
          {
            summary: 'Received',
            value: {
              ...ex.adminReturn,
              status: 'received',
              instructions: null,
              receivedAt: '2026-11-28T11:00:00.000Z',
              receivedBy: 'owner@shop.example',
              refund: { amount: 136.55, restocked: true },
            },
          },
        ],
      }),
    ],
    errors: {
      404: RETURN_TEXT.notFound,
      409: 'The return is not approved (requested or rejected), its units were refunded already, or the order was paid through another provider. Nothing was refunded.',
      503: 'The payment provider did not refund; nothing changed, and receiving may be tried again.',
    },
  }),
};

/** The admin making a step, as the timeline names them. */
const adminActor = (admin: { _id: string; email: string }): Actor => ({
  type: 'admin',
  id: admin._id,
  name: admin.email,
});

export function orderReturnsApi(services: Services, limiter: RateLimiter) {
  return declaredRouter('/api/orders', services.auth).handle(ORDER_RETURNS_ROUTES.request, async (c) => {
    const orderId = idParam(c, 'orderId', ORDER_MESSAGES.notFound);
    // Counted per order before the body is read: a request is made by hand, a burst is a script.
    const hit = await limiter.hit(`return-request:${orderId}`, RETURN_RATE_LIMIT.limit, RETURN_RATE_LIMIT.windowMs);
    if (!hit.allowed) {
      c.header('Retry-After', String(hit.retryAfterSeconds));
      throw new HttpError(429, RETURN_TEXT.tooManyRequests);
    }
    const { token, ...input } = await jsonBody(c, returnRequestSchema);
    const user = c.get('auth')?.user;
    const { created, ...requested } = await services.orders.requestReturn(orderId, input, {
      userId: user?._id ?? null,
      token: token ?? null,
    });
    return c.json(requested satisfies ReturnRequestAnswer, created ? 201 : 200);
  }).app;
}

export function returnsApi(services: Services) {
  return declaredRouter('/api/returns', services.auth)
    .handle(RETURNS_ROUTES.list, async (c) =>
      c.json((await services.orders.listReturns(query(c, returnsQuerySchema))) satisfies ReturnsAnswer),
    )
    .handle(RETURNS_ROUTES.approve, async (c) => {
      const id = idParam(c, 'returnId', RETURN_TEXT.notFound);
      const { note } = await jsonBody(c, returnApprovalSchema);
      return c.json(
        (await services.orders.approveReturn(id, note, adminActor(c.get('auth').user))) satisfies AdminReturn,
      );
    })
    .handle(RETURNS_ROUTES.reject, async (c) => {
      const id = idParam(c, 'returnId', RETURN_TEXT.notFound);
      const { reason } = await jsonBody(c, returnRejectionSchema);
      return c.json(
        (await services.orders.rejectReturn(id, reason, adminActor(c.get('auth').user))) satisfies AdminReturn,
      );
    })
    .handle(RETURNS_ROUTES.receive, async (c) => {
      const id = idParam(c, 'returnId', RETURN_TEXT.notFound);
      const { restock } = await jsonBody(c, returnReceiptSchema);
      return c.json(
        (await services.orders.receiveReturn(id, restock, adminActor(c.get('auth').user))) satisfies AdminReturn,
      );
    }).app;
}
