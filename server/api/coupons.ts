/** SPEC §7 coupon calls: admin CRUD, and the public apply call the cart uses. */
import { Hono, type Context } from 'hono';
import { applyCouponSchema, couponInputSchema } from '../../domain/coupons';
import type { Services } from '../context';
import { requireAdmin } from '../http/auth-middleware';
import { clientAddress } from '../http/client-address';
import { HttpError } from '../http/errors';
import type { RateLimiter } from '../http/rate-limit';
import { idParam, jsonBody } from '../http/request-input';
import { COUPON_SERVICE_MESSAGES } from '../services/coupons';

/** Guessing codes is the attack: a shopper needs only a few tries. */
export const APPLY_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

export function couponsApi(services: Services, limiter: RateLimiter, trustProxy: boolean) {
  const admin = requireAdmin(services.auth);
  const couponId = (c: Context) => idParam(c, 'id', COUPON_SERVICE_MESSAGES.notFound);

  return new Hono()
    .post('/apply', async (c) => {
      const result = await limiter.hit(`coupon-apply:${clientAddress(c, trustProxy)}`, APPLY_RATE_LIMIT.limit, APPLY_RATE_LIMIT.windowMs);
      if (!result.allowed) {
        c.header('Retry-After', String(result.retryAfterSeconds));
        throw new HttpError(429, 'Too many coupon attempts. Please try again in a few minutes.');
      }
      const input = await jsonBody(c, applyCouponSchema);
      return c.json(await services.coupons.apply(input));
    })
    .get('/', admin, async (c) => c.json(await services.coupons.list()))
    .post('/', admin, async (c) => c.json(await services.coupons.create(await jsonBody(c, couponInputSchema)), 201))
    .put('/:id', admin, async (c) =>
      c.json(await services.coupons.update(couponId(c), await jsonBody(c, couponInputSchema))),
    )
    .delete('/:id', admin, async (c) => {
      const coupon = await services.coupons.remove(couponId(c));
      return c.json({ message: COUPON_SERVICE_MESSAGES.deleted, coupon });
    });
}
