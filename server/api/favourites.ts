/**
 * A signed-in shopper's favourites under /api/favourites (decision 63): the list, add,
 * remove, and the merge of the list a visitor kept in the browser, made on sign-in. Each
 * call reads and writes only the caller's own list; all of them count against one limit per
 * shopper.
 */
import type { Context } from 'hono';
import type { FavouritesAnswer } from '#domain/api-answer-schemas.ts';
import * as answers from '#domain/api-answer-schemas.ts';
import { FAVOURITES_LIMIT, FAVOURITES_TEXT } from '#domain/favourites.ts';
import { favouriteProductsQuerySchema, favouritesMergeInputSchema } from '#domain/favourites-input.ts';
import type { Services } from '#server/context.ts';
import type { AuthVariables } from '#server/http/auth-middleware.ts';
import { clientAddress } from '#server/http/client-address.ts';
import { HttpError } from '#server/http/errors.ts';
import { idParam, jsonBody, query } from '#server/http/request-input.ts';
import type { RateLimiter } from '#server/limits/rate-limit.ts';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import * as ex from './openapi/examples';
import { answer, jsonRequest } from './openapi/operation';

/** Hearts clicked one after another, a page load's read, a merge: far below this; a loop is above. */
export const FAVOURITES_RATE_LIMIT = { limit: 120, windowMs: 60_000 };
/** The Favourites page asks once per visit and once per product added there; per client address. */
export const FAVOURITE_PRODUCTS_RATE_LIMIT = { limit: 60, windowMs: 60_000 };

const listAnswer = (description: string) =>
  answer({
    status: 200,
    description,
    schema: answers.favouritesAnswerSchema,
    examples: [
      { summary: 'Two favourites', value: { productIds: [ex.IDS.product, OTHER_PRODUCT], limit: FAVOURITES_LIMIT } },
    ],
  });

/** A second product for the examples (the shared examples name one). */
const OTHER_PRODUCT = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';

const productParam = { productId: { description: 'The product’s id.' } };

export const FAVOURITES_ROUTES = {
  products: declareRoute({
    method: 'get',
    path: '/api/favourites/products',
    tag: 'Favourites',
    summary: 'The products of a list of favourites, as they are now',
    description: `The Favourites page's products, for a visitor's list (kept in the browser) or a shopper's: in the order asked, with today's prices and stock; products that no longer exist are left out. At most ${FAVOURITES_LIMIT} ids.`,
    access: 'public',
    query: favouriteProductsQuerySchema,
    answers: [
      answer({
        status: 200,
        description: 'The products that exist, in the order asked.',
        schema: answers.productListSchema,
        examples: [{ summary: 'One product', value: [ex.product] }],
      }),
    ],
    errors: { 429: FAVOURITES_TEXT.tooMany },
  }),
  list: declareRoute({
    method: 'get',
    path: '/api/favourites',
    tag: 'Favourites',
    summary: 'The shopper’s favourites, newest first',
    description: 'Products deleted since are not in it.',
    access: 'signedIn',
    answers: [listAnswer('The list and its bound.')],
    errors: { 429: FAVOURITES_TEXT.tooMany },
  }),
  add: declareRoute({
    method: 'put',
    path: '/api/favourites/{productId}',
    tag: 'Favourites',
    summary: 'Add a product to the favourites (again: no change)',
    access: 'signedIn',
    pathParams: productParam,
    answers: [listAnswer('The list with the product first, or as it was when it was there already.')],
    errors: { 404: FAVOURITES_TEXT.productNotFound, 409: FAVOURITES_TEXT.full, 429: FAVOURITES_TEXT.tooMany },
  }),
  remove: declareRoute({
    method: 'delete',
    path: '/api/favourites/{productId}',
    tag: 'Favourites',
    summary: 'Take a product off the favourites (not there: no change)',
    access: 'signedIn',
    pathParams: productParam,
    answers: [listAnswer('The list without the product.')],
    errors: { 404: FAVOURITES_TEXT.productNotFound, 429: FAVOURITES_TEXT.tooMany },
  }),
  merge: declareRoute({
    method: 'post',
    path: '/api/favourites/merge',
    tag: 'Favourites',
    summary: 'Merge the list kept before signing in',
    description: `Products already in the list keep their place; the others come first in the order sent while the list has room (at most ${FAVOURITES_LIMIT}); unknown products are left out. Sending the same list again adds nothing.`,
    access: 'signedIn',
    body: jsonRequest(favouritesMergeInputSchema, [
      { summary: 'A visitor’s two hearts', value: { productIds: [ex.IDS.product, OTHER_PRODUCT] } },
    ]),
    answers: [
      answer({
        status: 200,
        description: 'The merged list, and how many of those sent were left out.',
        schema: answers.favouritesAnswerSchema,
        examples: [
          {
            summary: 'Merged',
            value: { productIds: [ex.IDS.product, OTHER_PRODUCT], limit: FAVOURITES_LIMIT, skipped: 0 },
          },
        ],
      }),
    ],
    errors: { 429: FAVOURITES_TEXT.tooMany },
  }),
};

const listOf = (productIds: string[], skipped?: number): FavouritesAnswer =>
  skipped === undefined ? { productIds, limit: FAVOURITES_LIMIT } : { productIds, limit: FAVOURITES_LIMIT, skipped };

export function favouritesApi(services: Services, limiter: RateLimiter, trustProxy: boolean) {
  /** The caller, counted against the limit before anything is read or written. */
  const shopper = async (c: Context<{ Variables: AuthVariables }>): Promise<string> => {
    const user = c.get('auth').user;
    const hit = await limiter.hit(
      `favourites:${user._id}`,
      FAVOURITES_RATE_LIMIT.limit,
      FAVOURITES_RATE_LIMIT.windowMs,
    );
    if (!hit.allowed) {
      c.header('Retry-After', String(hit.retryAfterSeconds));
      throw new HttpError(429, FAVOURITES_TEXT.tooMany);
    }
    return user._id;
  };
  const productId = (c: Context) => idParam(c, 'productId', FAVOURITES_TEXT.productNotFound);

  return declaredRouter('/api/favourites', services.auth)
    .handle(FAVOURITES_ROUTES.products, async (c) => {
      const hit = await limiter.hit(
        `favourite-products:${clientAddress(c, trustProxy)}`,
        FAVOURITE_PRODUCTS_RATE_LIMIT.limit,
        FAVOURITE_PRODUCTS_RATE_LIMIT.windowMs,
      );
      if (!hit.allowed) {
        c.header('Retry-After', String(hit.retryAfterSeconds));
        throw new HttpError(429, FAVOURITES_TEXT.tooMany);
      }
      const { ids } = query(c, favouriteProductsQuerySchema);
      return c.json(ids.length > 0 ? await services.catalog.productsByIds(ids) : []);
    })
    .handle(FAVOURITES_ROUTES.list, async (c) => c.json(listOf(await services.favourites.list(await shopper(c)))))
    .handle(FAVOURITES_ROUTES.merge, async (c) => {
      const user = await shopper(c);
      const { productIds } = await jsonBody(c, favouritesMergeInputSchema);
      const merged = await services.favourites.merge(user, productIds);
      return c.json(listOf(merged.productIds, merged.skipped));
    })
    .handle(FAVOURITES_ROUTES.add, async (c) => {
      const user = await shopper(c);
      return c.json(listOf(await services.favourites.add(user, productId(c))));
    })
    .handle(FAVOURITES_ROUTES.remove, async (c) => {
      const user = await shopper(c);
      return c.json(listOf(await services.favourites.remove(user, productId(c))));
    }).app;
}
