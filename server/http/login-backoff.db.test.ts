import { describe, expect, it } from 'vitest';
import { createLoginBackoff, LOGIN_BACKOFF, loginWaitSeconds } from './login-backoff';
import { randomUUID } from 'node:crypto';
import { createMemoryRateLimiter, createRedisRateLimiter } from '#server/limits/rate-limit.ts';

describe('sign-in slow-down', () => {
  it('lets the first failures go free, then doubles the wait up to the cap', () => {
    expect([0, 1, 4].map(loginWaitSeconds)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8].map(loginWaitSeconds)).toEqual([1, 2, 4, 8]);
    expect(loginWaitSeconds(40)).toBe(LOGIN_BACKOFF.maxWaitSeconds);
    expect(LOGIN_BACKOFF.maxWaitSeconds).toBe(15 * 60);
  });

  it('holds each wait for its length, per account and address, until a success clears it', async () => {
    let t = 0;
    const backoff = createLoginBackoff(createMemoryRateLimiter(() => t));
    for (let i = 0; i < 5; i++) {
      expect(await backoff.waitSeconds('a@x.test', '10.0.0.1')).toBe(0);
      await backoff.failed('a@x.test', '10.0.0.1');
    }
    expect(await backoff.waitSeconds('a@x.test', '10.0.0.1')).toBe(1);
    // Another address, or another account from this address, is not slowed down.
    expect(await backoff.waitSeconds('a@x.test', '10.0.0.2')).toBe(0);
    expect(await backoff.waitSeconds('b@x.test', '10.0.0.1')).toBe(0);

    t += 1000;
    expect(await backoff.waitSeconds('a@x.test', '10.0.0.1')).toBe(0);
    await backoff.failed('a@x.test', '10.0.0.1');
    expect(await backoff.waitSeconds('a@x.test', '10.0.0.1')).toBe(2);
    t += 1500;
    expect(await backoff.waitSeconds('a@x.test', '10.0.0.1')).toBe(1);
    t += 500;
    expect(await backoff.waitSeconds('a@x.test', '10.0.0.1')).toBe(0);

    await backoff.succeeded('a@x.test', '10.0.0.1');
    await backoff.failed('a@x.test', '10.0.0.1');
    expect(await backoff.waitSeconds('a@x.test', '10.0.0.1')).toBe(0);
  });
});

describe('sign-in slow-down on Redis', () => {
  it('shares the wait between processes and leaves nothing behind while there is none', async () => {
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const prefix = `store-test:${randomUUID()}:`;
    const a = createRedisRateLimiter(url, prefix);
    const b = createRedisRateLimiter(url, prefix);
    try {
      const one = createLoginBackoff(a);
      const two = createLoginBackoff(b);
      for (let i = 0; i < 5; i++) {
        expect(await one.waitSeconds('a@x.test', '10.0.0.1')).toBe(0);
        expect(await two.waitSeconds('a@x.test', '10.0.0.1')).toBe(0);
        await one.failed('a@x.test', '10.0.0.1');
      }
      expect(await two.waitSeconds('a@x.test', '10.0.0.1')).toBe(1);
      expect(await one.waitSeconds('a@x.test', '10.0.0.2')).toBe(0);
      await two.succeeded('a@x.test', '10.0.0.1');
      expect(await one.waitSeconds('a@x.test', '10.0.0.1')).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
