/**
 * The admin making a back-office write that is limited per admin (the shipping zones', the
 * display currencies' rates): counted before the body is read, past the limit a 429 with
 * Retry-After; otherwise who they are, as the change records them.
 */
import type { Context } from 'hono';
import type { AuthVariables } from '#server/http/auth-middleware.ts';
import { HttpError } from '#server/http/errors.ts';
import type { RateLimiter } from '#server/limits/rate-limit.ts';

export function limitedAdminEditor(
  limiter: RateLimiter,
  scope: string,
  rule: { limit: number; windowMs: number },
  refusal: string,
) {
  return async (c: Context<{ Variables: AuthVariables }>): Promise<{ id: string; name: string }> => {
    const admin = c.get('auth').user;
    const hit = await limiter.hit(`${scope}:${admin._id}`, rule.limit, rule.windowMs);
    if (!hit.allowed) {
      c.header('Retry-After', String(hit.retryAfterSeconds));
      throw new HttpError(429, refusal);
    }
    return { id: admin._id, name: admin.email };
  };
}
