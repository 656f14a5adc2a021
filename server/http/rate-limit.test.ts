import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limit';

async function exerciseLimiter(limiter: RateLimiter, key: string) {
  const results = [];
  for (let i = 0; i < 4; i++) results.push(await limiter.hit(key, 3, 60_000));
  expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
  expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0);
  expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
  await limiter.reset(key);
  expect((await limiter.hit(key, 3, 60_000)).allowed).toBe(true);
  await limiter.reset(key);
}

/** peek tells whether one more hit would pass, and never counts one itself. */
async function exercisePeek(limiter: RateLimiter, key: string) {
  for (let i = 0; i < 5; i++) expect((await limiter.peek(key, 2)).allowed).toBe(true);
  await limiter.hit(key, 2, 60_000);
  expect((await limiter.peek(key, 2)).allowed).toBe(true);
  await limiter.hit(key, 2, 60_000);
  const blocked = await limiter.peek(key, 2);
  expect(blocked.allowed).toBe(false);
  expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
  await limiter.reset(key);
  expect((await limiter.peek(key, 2)).allowed).toBe(true);
}

describe('memory rate limiter', () => {
  it('allows up to the limit per window, then refuses', async () => {
    await exerciseLimiter(createMemoryRateLimiter(), 'k');
  });

  it('peeks without counting', async () => {
    await exercisePeek(createMemoryRateLimiter(), 'p');
  });

  it('opens again when the window has passed', async () => {
    let t = 0;
    const limiter = createMemoryRateLimiter(() => t);
    for (let i = 0; i < 3; i++) await limiter.hit('k', 3, 1000);
    expect((await limiter.hit('k', 3, 1000)).allowed).toBe(false);
    t = 1001;
    expect((await limiter.hit('k', 3, 1000)).allowed).toBe(true);
  });
});

describe('Redis rate limiter', () => {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

  it('shares counts between two limiter instances (two processes)', async () => {
    const prefix = `store-test:${randomUUID()}:`;
    const a = createRedisRateLimiter(url, prefix);
    const b = createRedisRateLimiter(url, prefix);
    try {
      await exerciseLimiter(a, 'login');
      await exercisePeek(b, 'peek');
      await a.hit('shared', 2, 60_000);
      await b.hit('shared', 2, 60_000);
      expect((await a.hit('shared', 2, 60_000)).allowed).toBe(false);
      await a.reset('shared');
    } finally {
      await a.close();
      await b.close();
    }
  });
});
