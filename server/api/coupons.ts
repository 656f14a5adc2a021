/** SPEC §7 coupon calls: admin CRUD, and the public apply call the cart uses. */
import { Hono } from 'hono';
import { applyCouponSchema, couponInputSchema } from '../../domain/coupons';
import type { Services } from '../context';
import { requireAdmin } from '../http/auth-middleware';
import { clientAddress } from '../http/client-address';
import { HttpError, parseInput, readJson } from '../http/errors';
import type { RateLimiter } from '../http/rate-limit';
import { COUPON_SERVICE_MESSAGES } from '../services/coupons';
import { isProductId } from '../services/catalog';

/** Guessing codes is the attack: a shopper needs only a few tries. */
export const APPLY_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

export function couponsApi(services: Services, limiter: RateLimiter, trustProxy: boolean) {
  const admin = requireAdmin(services.auth);
  const couponId = (id: string) => {
    // Same id shape as every other entity; anything else cannot exist.
    if (!isProductId(id)) throw new HttpError(404, COUPON_SERVICE_MESSAGES.notFound);
    return id;
  };

  return new Hono()
    .post('/apply', async (c) => {
      const result = await limiter.hit(`coupon-apply:${clientAddress(c, trustProxy)}`, APPLY_RATE_LIMIT.limit, APPLY_RATE_LIMIT.windowMs);
      if (!result.allowed) {
        c.header('Retry-After', String(result.retryAfterSeconds));
        throw new HttpError(429, 'Too many coupon attempts. Please try again in a few minutes.');
      }
      const input = parseInput(applyCouponSchema, await readJson(c));
      return c.json(await services.coupons.apply(input));
    })
    .get('/', admin, async (c) => c.json(await services.coupons.list()))
    .post('/', admin, async (c) => c.json(await services.coupons.create(parseInput(couponInputSchema, await readJson(c))), 201))
    .put('/:id', admin, async (c) =>
      c.json(await services.coupons.update(couponId(c.req.param('id')), parseInput(couponInputSchema, await readJson(c)))),
    )
    .delete('/:id', admin, async (c) => {
      const coupon = await services.coupons.remove(couponId(c.req.param('id')));
      return c.json({ message: COUPON_SERVICE_MESSAGES.deleted, coupon });
    });
}
