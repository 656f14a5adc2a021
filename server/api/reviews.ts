/**
 * SPEC §7 review calls under /api/products/:productId/reviews — list (public), post
 * (signed in), delete (author or admin) — and the translate toggle's call,
 * POST /api/reviews/translate.
 */
import { type Context } from 'hono';
import type { MessageAnswer, TranslationAnswer } from '#domain/api-answer-schemas.ts';
import {
  hasReviewPageParams,
  reviewInputSchema,
  reviewPageQuerySchema,
  translateInputSchema,
} from '#domain/reviews.ts';
import { REVIEW_TEXT } from '#domain/review-rules.ts';
import { FIT_TEXT } from '#domain/fit-advice.ts';
import type { Services } from '#server/context.ts';
import { clientAddress } from '#server/http/client-address.ts';
import { HttpError, notFound } from '#server/http/errors.ts';
import type { RateLimiter } from '#server/limits/rate-limit.ts';
import { idParam, jsonBody, query, queryInput } from '#server/http/request-input.ts';
import { PRODUCT_NOT_FOUND } from '#server/services/reviews/index.ts';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import * as answers from '#domain/api-answer-schemas.ts';
import { messageOnly } from './openapi/common-answers';
import * as ex from './openapi/examples';
import { answer, jsonRequest } from './openapi/operation';
import { z } from 'zod';

/** A customer writes a review now and then; a burst past this is a script (replacing counts too). */
export const REVIEW_POST_RATE_LIMIT = { limit: 10, windowMs: 60 * 60_000 };
/** A reader toggles a few comments; each answer costs the server 500 ms of waiting. */
export const TRANSLATE_RATE_LIMIT = { limit: 30, windowMs: 60_000 };

async function limit(
  limiter: RateLimiter,
  c: Context,
  key: string,
  rule: { limit: number; windowMs: number },
  message: string,
) {
  const result = await limiter.hit(key, rule.limit, rule.windowMs);
  if (!result.allowed) {
    c.header('Retry-After', String(result.retryAfterSeconds));
    throw new HttpError(429, message);
  }
}

export const PRODUCT_REVIEWS_ROUTES = {
  list: declareRoute({
    method: 'get',
    path: '/api/products/{productId}/reviews',
    tag: 'Reviews',
    summary: 'A product’s reviews: all of them, or a page',
    description:
      'Without `limit` or `cursor` the answer is the plain array of every review, newest first (SPEC §7); with either, one page and the rating summary.',
    access: 'public',
    pathParams: { productId: { description: 'The product’s id.' } },
    query: reviewPageQuerySchema,
    answers: [
      answer({
        status: 200,
        description: 'Every review, or one page of them.',
        schema: z.union([answers.reviewListSchema, answers.reviewPageSchema]),
        examples: [
          { summary: 'No parameters: every review', value: [ex.review] },
          {
            summary: '?limit=10: the first page',
            value: {
              reviews: [ex.review],
              nextCursor: null,
              averageRating: 4.5,
              numReviews: 2,
              distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 },
              fit: {
                counts: { runs_small: 0, true_to_size: 1, runs_large: 0 },
                sizes: [
                  { size: 'S', counts: { runs_small: 0, true_to_size: 0, runs_large: 0 } },
                  { size: 'M', counts: { runs_small: 0, true_to_size: 1, runs_large: 0 } },
                ],
              },
            },
          },
        ],
      }),
    ],
    errors: { 404: 'No such product.' },
  }),
  post: declareRoute({
    method: 'post',
    path: '/api/products/{productId}/reviews',
    tag: 'Reviews',
    summary: 'Write a review (a second one replaces the first)',
    access: 'signedIn',
    pathParams: { productId: { description: 'The product’s id.' } },
    body: jsonRequest(reviewInputSchema, [
      {
        summary: 'Five stars',
        value: { rating: 5, comment: 'Warm and light, and the navy is deeper than in the photos.' },
      },
      {
        summary: 'With how it fits and the size bought',
        value: { rating: 4, comment: 'Lovely wool; I took my usual M.', fit: 'true_to_size', size: 'M' },
      },
    ]),
    answers: [
      answer({
        status: 201,
        description: 'The new review.',
        schema: answers.reviewSchema,
        examples: [{ summary: 'Posted', value: ex.review }],
      }),
      answer({
        status: 200,
        description: 'The review that replaced this user’s earlier one.',
        schema: answers.reviewSchema,
        examples: [{ summary: 'Replaced', value: ex.review }],
      }),
    ],
    errors: {
      400: `A rating or comment missing, an unknown fit answer, or a size the product does not have (“${FIT_TEXT.sizeInvalid}”).`,
      404: 'No such product.',
      429: REVIEW_TEXT.tooManyReviews,
    },
  }),
  remove: declareRoute({
    method: 'delete',
    path: '/api/products/{productId}/reviews/{reviewId}',
    tag: 'Reviews',
    summary: 'Delete a review (its author or an admin)',
    access: 'signedIn',
    pathParams: { productId: { description: 'The product’s id.' }, reviewId: { description: 'The review’s id.' } },
    answers: [messageOnly('Deleted; the product’s rating is recounted.', REVIEW_TEXT.deleted)],
    errors: { 403: 'Someone else’s review.', 404: 'No such product or review.' },
  }),
};

export const REVIEW_TRANSLATION_ROUTES = {
  translate: declareRoute({
    method: 'post',
    path: '/api/reviews/translate',
    tag: 'Reviews',
    summary: 'A review comment in English',
    access: 'public',
    body: jsonRequest(translateInputSchema, [
      { summary: 'A Spanish comment', value: { text: '¡Hola! La tela es suave y la talla es perfecta.' } },
    ]),
    answers: [
      answer({
        status: 200,
        description: 'The translation and the language it was written in.',
        schema: answers.translationAnswerSchema,
        examples: [
          {
            summary: 'From Spanish',
            value: { text: 'Hello! The fabric is soft and the size is perfect.', language: 'es' },
          },
        ],
      }),
    ],
    errors: { 422: REVIEW_TEXT.translateFailed, 429: REVIEW_TEXT.tooManyTranslations },
  }),
};

export function productReviewsApi(services: Services, limiter: RateLimiter) {
  const productId = (c: Context) => idParam(c, 'productId', PRODUCT_NOT_FOUND);

  return declaredRouter('/api/products/{productId}/reviews', services.auth)
    .handle(PRODUCT_REVIEWS_ROUTES.list, async (c) => {
      const id = productId(c);
      // The SPEC contract: without paging parameters the answer is the plain array of every review.
      if (!hasReviewPageParams(Object.keys(queryInput(c)))) {
        const all = await services.reviews.listAll(id);
        if (!all) throw notFound(PRODUCT_NOT_FOUND);
        return c.json(all);
      }
      const page = await services.reviews.page(id, query(c, reviewPageQuerySchema));
      if (!page) throw notFound(PRODUCT_NOT_FOUND);
      return c.json(page);
    })
    .handle(PRODUCT_REVIEWS_ROUTES.post, async (c) => {
      const id = productId(c);
      const author = c.get('auth').user;
      const input = await jsonBody(c, reviewInputSchema);
      // Counted once the input is valid: a customer correcting the form does not use up tries.
      await limit(limiter, c, `review-post:${author._id}`, REVIEW_POST_RATE_LIMIT, REVIEW_TEXT.tooManyReviews);
      const { review, replaced } = await services.reviews.post(id, author, input);
      return c.json(review, replaced ? 200 : 201);
    })
    .handle(PRODUCT_REVIEWS_ROUTES.remove, async (c) => {
      const id = productId(c);
      await services.reviews.remove(id, idParam(c, 'reviewId', REVIEW_TEXT.reviewNotFound), c.get('auth').user);
      return c.json({ message: REVIEW_TEXT.deleted } satisfies MessageAnswer);
    }).app;
}

export function reviewTranslationApi(services: Services, limiter: RateLimiter, trustProxy: boolean) {
  return declaredRouter('/api/reviews').handle(REVIEW_TRANSLATION_ROUTES.translate, async (c) => {
    await limit(
      limiter,
      c,
      `review-translate:${clientAddress(c, trustProxy)}`,
      TRANSLATE_RATE_LIMIT,
      REVIEW_TEXT.tooManyTranslations,
    );
    const { text } = await jsonBody(c, translateInputSchema);
    const translation = await services.translator.translate(text);
    // Only what the provider really produced is shown; otherwise the page says it failed.
    if (!translation) throw new HttpError(422, REVIEW_TEXT.translateFailed);
    return c.json(translation satisfies TranslationAnswer);
  }).app;
}
