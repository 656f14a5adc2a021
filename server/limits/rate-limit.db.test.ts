import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startTcpProxy } from '#tests/support/tcp-proxy.ts';
import { until } from '#tests/support/until.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limit';

async function exerciseLimiter(limiter: RateLimiter, key: string) {
  const results = [];
  for (let i = 0; i < 4; i++) results.push(await limiter.hit(key, 3, 60_000));
  expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
  expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4]);
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

  it('keeps limiting in memory while Redis is away, logs the outage once, and shares counts again when it is back', async () => {
    const prefix = `store-test:${randomUUID()}:`;
    const proxy = await startTcpProxy(Number(new URL(url).port || 6379), new URL(url).hostname);
    const logs: { level: number; msg: string }[] = [];
    const logger = pino({ base: undefined }, { write: (line: string) => void logs.push(JSON.parse(line)) });
    const limiter = createRedisRateLimiter(`redis://127.0.0.1:${proxy.port}`, prefix, logger);
    const direct = createRedisRateLimiter(url, prefix);
    // True once a hit through `limiter` is seen by `direct`, i.e. counted in Redis.
    let probes = 0;
    const sharesCounts = async () => {
      const key = `probe-${probes++}`;
      await limiter.hit(key, 1, 60_000);
      return !(await direct.hit(key, 1, 60_000)).allowed;
    };
    const eventually = (condition: () => Promise<boolean>) =>
      until('counts shared through Redis', async () => ((await condition()) ? true : undefined));
    try {
      await eventually(sharesCounts);

      await proxy.cut({ countAttempts: true });
      await until('several reconnect attempts to fail', async () => (proxy.attempts() >= 3 ? true : undefined));
      await exerciseLimiter(limiter, 'during-outage');
      expect(await sharesCounts()).toBe(false);
      const outages = logs.filter((l) => l.level === 50);
      expect(outages.map((l) => l.msg)).toEqual([
        'Redis is unavailable: rate limits are counted in this process until it is back',
      ]);

      await proxy.restore();
      await eventually(sharesCounts);
      expect(logs.filter((l) => l.level === 30).map((l) => l.msg)).toEqual([
        'Redis is back: rate limits are shared again',
      ]);
      expect(logs.filter((l) => l.level === 50)).toHaveLength(1);
      await exerciseLimiter(limiter, 'after-outage');
    } finally {
      await limiter.close();
      await direct.close();
      await proxy.close();
      const redis = new Redis(url);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });
});
