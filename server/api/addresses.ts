/**
 * Saved addresses (decision 0066): the signed-in shopper's shipping addresses on /account.
 * GET /api/account/addresses, POST (add), PUT and DELETE /api/account/addresses/{addressId},
 * POST /api/account/addresses/{addressId}/default. Each answers the account's addresses
 * after it; another account's address is 404, as if it did not exist.
 */
import type { SavedAddressesAnswer } from '#domain/api-answer-schemas.ts';
import * as answers from '#domain/api-answer-schemas.ts';
import { SAVED_ADDRESS_LIMIT, SAVED_ADDRESS_RATE_LIMIT, SAVED_ADDRESS_TEXT } from '#domain/saved-addresses.ts';
import { shippingAddressSchema } from '#domain/shipping-address.ts';
import type { Services } from '#server/context.ts';
import type { AuthVariables } from '#server/http/auth-middleware.ts';
import { HttpError } from '#server/http/errors.ts';
import { idParam, jsonBody } from '#server/http/request-input.ts';
import type { RateLimiter } from '#server/limits/rate-limit.ts';
import type { Context } from 'hono';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import * as ex from './openapi/examples';
import { answer, jsonRequest } from './openapi/operation';

const addressId = { addressId: { description: 'The saved address’s id.' } };
const { email: _email, ...addressExample } = ex.shippingAddressInput;

const saved = {
  _id: ex.IDS.savedAddress,
  ...addressExample,
  state: null,
  isDefault: true,
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
};
const listAnswer = (description: string, status: 200 | 201 = 200) =>
  answer({
    status,
    description,
    schema: answers.savedAddressesAnswerSchema,
    examples: [{ summary: 'One address, the default', value: { addresses: [saved], limit: SAVED_ADDRESS_LIMIT } }],
  });
const body = jsonRequest(shippingAddressSchema, [{ summary: 'Home in Bishkek', value: addressExample }]);
const writeErrors = { 429: SAVED_ADDRESS_TEXT.tooMany };

export const ADDRESSES_ROUTES = {
  list: declareRoute({
    method: 'get',
    path: '/api/account/addresses',
    tag: 'Accounts',
    summary: 'The signed-in shopper’s saved addresses',
    description: 'The default first, then the newest. Checkout offers them, the default chosen.',
    access: 'signedIn',
    answers: [listAnswer('The account’s addresses.')],
  }),
  add: declareRoute({
    method: 'post',
    path: '/api/account/addresses',
    tag: 'Accounts',
    summary: 'Save a shipping address',
    description: `The same fields and checks as checkout’s shipping address. The first one saved is the default. At most ${SAVED_ADDRESS_LIMIT} per account; up to ${SAVED_ADDRESS_RATE_LIMIT.limit} changes in ${SAVED_ADDRESS_RATE_LIMIT.windowMs / 60_000} minutes.`,
    access: 'signedIn',
    body,
    answers: [listAnswer('Saved: the account’s addresses now.', 201)],
    errors: { 400: 'A field fails its check; nothing is saved.', 409: SAVED_ADDRESS_TEXT.limit, ...writeErrors },
  }),
  update: declareRoute({
    method: 'put',
    path: '/api/account/addresses/{addressId}',
    tag: 'Accounts',
    summary: 'Edit a saved address',
    description: 'Every field is replaced; whether it is the default does not change.',
    access: 'signedIn',
    pathParams: addressId,
    body,
    answers: [listAnswer('Changed: the account’s addresses now.')],
    errors: {
      400: 'A field fails its check; nothing is changed.',
      404: `${SAVED_ADDRESS_TEXT.notFound} (Or another account’s.)`,
      ...writeErrors,
    },
  }),
  remove: declareRoute({
    method: 'delete',
    path: '/api/account/addresses/{addressId}',
    tag: 'Accounts',
    summary: 'Delete a saved address',
    description: 'Deleting the default makes the newest remaining address the default.',
    access: 'signedIn',
    pathParams: addressId,
    answers: [listAnswer('Deleted: the account’s addresses now.')],
    errors: { 404: `${SAVED_ADDRESS_TEXT.notFound} (Or another account’s.)`, ...writeErrors },
  }),
  makeDefault: declareRoute({
    method: 'post',
    path: '/api/account/addresses/{addressId}/default',
    tag: 'Accounts',
    summary: 'Make a saved address the default',
    description: 'Checkout chooses the default first. The former default stays saved.',
    access: 'signedIn',
    pathParams: addressId,
    answers: [listAnswer('The account’s addresses now, this one the default.')],
    errors: { 404: `${SAVED_ADDRESS_TEXT.notFound} (Or another account’s.)`, ...writeErrors },
  }),
};

export function addressesApi(services: Services, limiter: RateLimiter) {
  /** The shopper making a change, once counted — before the body is read. */
  const shopper = async (c: Context<{ Variables: AuthVariables }>): Promise<string> => {
    const { user } = c.get('auth');
    const hit = await limiter.hit(
      `saved-addresses:${user._id}`,
      SAVED_ADDRESS_RATE_LIMIT.limit,
      SAVED_ADDRESS_RATE_LIMIT.windowMs,
    );
    if (!hit.allowed) {
      c.header('Retry-After', String(hit.retryAfterSeconds));
      throw new HttpError(429, SAVED_ADDRESS_TEXT.tooMany);
    }
    return user._id;
  };

  return declaredRouter('/api/account', services.auth)
    .handle(ADDRESSES_ROUTES.list, async (c) =>
      c.json((await services.addresses.list(c.get('auth').user._id)) satisfies SavedAddressesAnswer),
    )
    .handle(ADDRESSES_ROUTES.add, async (c) => {
      const userId = await shopper(c);
      const input = await jsonBody(c, shippingAddressSchema);
      return c.json((await services.addresses.add(userId, input)) satisfies SavedAddressesAnswer, 201);
    })
    .handle(ADDRESSES_ROUTES.update, async (c) => {
      const id = idParam(c, 'addressId', SAVED_ADDRESS_TEXT.notFound);
      const userId = await shopper(c);
      const input = await jsonBody(c, shippingAddressSchema);
      return c.json((await services.addresses.update(userId, id, input)) satisfies SavedAddressesAnswer);
    })
    .handle(ADDRESSES_ROUTES.remove, async (c) => {
      const id = idParam(c, 'addressId', SAVED_ADDRESS_TEXT.notFound);
      return c.json((await services.addresses.remove(await shopper(c), id)) satisfies SavedAddressesAnswer);
    })
    .handle(ADDRESSES_ROUTES.makeDefault, async (c) => {
      const id = idParam(c, 'addressId', SAVED_ADDRESS_TEXT.notFound);
      return c.json((await services.addresses.makeDefault(await shopper(c), id)) satisfies SavedAddressesAnswer);
    }).app;
}
