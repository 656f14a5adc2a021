/**
 * SPEC §7 review calls under /api/products/:productId/reviews — list (public), post
 * (signed in), delete (author or admin) — and the translate toggle's call,
 * POST /api/reviews/translate.
 */
import { Hono, type Context } from 'hono';
import type { MessageAnswer, TranslationAnswer } from '../../domain/api-answers';
import { hasReviewPageParams, reviewInputSchema, reviewPageQuerySchema, translateInputSchema } from '../../domain/reviews';
import { REVIEW_TEXT } from '../../domain/review-rules';
import type { Services } from '../context';
import { requireAuth, type AuthVariables } from '../http/auth-middleware';
import { clientAddress } from '../http/client-address';
import { HttpError, notFound } from '../http/errors';
import type { RateLimiter } from '../limits/rate-limit';
import { idParam, jsonBody, query, queryInput } from '../http/request-input';
import { PRODUCT_NOT_FOUND } from '../services/reviews';

/** A customer writes a review now and then; a burst past this is a script (replacing counts too). */
export const REVIEW_POST_RATE_LIMIT = { limit: 10, windowMs: 60 * 60_000 };
/** A reader toggles a few comments; each answer costs the server 500 ms of waiting. */
export const TRANSLATE_RATE_LIMIT = { limit: 30, windowMs: 60_000 };

async function limit(limiter: RateLimiter, c: Context, key: string, rule: { limit: number; windowMs: number }, message: string) {
  const result = await limiter.hit(key, rule.limit, rule.windowMs);
  if (!result.allowed) {
    c.header('Retry-After', String(result.retryAfterSeconds));
    throw new HttpError(429, message);
  }
}

export function productReviewsApi(services: Services, limiter: RateLimiter) {
  const signedIn = requireAuth(services.auth);
  const productId = (c: Context) => idParam(c, 'productId', PRODUCT_NOT_FOUND);

  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) => {
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
    .post('/', signedIn, async (c) => {
      const id = productId(c);
      const author = c.get('auth').user;
      const input = await jsonBody(c, reviewInputSchema);
      // Counted once the input is valid: a customer correcting the form does not use up tries.
      await limit(limiter, c, `review-post:${author._id}`, REVIEW_POST_RATE_LIMIT, REVIEW_TEXT.tooManyReviews);
      const { review, replaced } = await services.reviews.post(id, author, input);
      return c.json(review, replaced ? 200 : 201);
    })
    .delete('/:reviewId', signedIn, async (c) => {
      const id = productId(c);
      await services.reviews.remove(id, idParam(c, 'reviewId', REVIEW_TEXT.reviewNotFound), c.get('auth').user);
      return c.json({ message: REVIEW_TEXT.deleted } satisfies MessageAnswer);
    });
}

export function reviewTranslationApi(services: Services, limiter: RateLimiter, trustProxy: boolean) {
  return new Hono().post('/translate', async (c) => {
    await limit(limiter, c, `review-translate:${clientAddress(c, trustProxy)}`, TRANSLATE_RATE_LIMIT, REVIEW_TEXT.tooManyTranslations);
    const { text } = await jsonBody(c, translateInputSchema);
    const translation = await services.translator.translate(text);
    // Only what the provider really produced is shown; otherwise the page says it failed.
    if (!translation) throw new HttpError(422, REVIEW_TEXT.translateFailed);
    return c.json(translation satisfies TranslationAnswer);
  });
}
