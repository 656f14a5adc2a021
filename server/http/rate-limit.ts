/**
 * Fixed-window rate limits. In memory by default (one process); shared through Redis
 * when REDIS_URL is set so every process behind a load balancer counts together.
 */
import { Redis } from 'ioredis';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (only meaningful when not allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit on `key`; allowed while the window holds at most `limit` hits. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Whether one more hit on `key` would still be allowed, without counting one (for limits that count only failures). */
  peek(key: string, limit: number): Promise<RateLimitResult>;
  /** Forgets a key, e.g. after a successful sign-in. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hits = 0;
  return {
    async hit(key, limit, windowMs) {
      const t = now();
      // Sweep expired windows now and then so the map cannot grow without bound.
      if (++hits % 1000 === 0) for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { allowed: w.count <= limit, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)) };
    },
    async peek(key, limit) {
      const t = now();
      const w = windows.get(key);
      if (!w || w.resetAt <= t) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: w.count < limit, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)) };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

export function createRedisRateLimiter(url: string, prefix = 'store:rl:'): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  // A Redis outage must not crash the store; failed calls surface per request.
  redis.on('error', () => {});
  return {
    async hit(key, limit, windowMs) {
      const k = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [[null, number], [null, number]];
      if (ttl < 0) await redis.pexpire(k, windowMs);
      const remainingMs = ttl < 0 ? windowMs : ttl;
      return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
    },
    async peek(key, limit) {
      const k = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().get(k).pttl(k).exec()) as [[null, string | null], [null, number]];
      const hits = Number(count ?? 0);
      return { allowed: hits < limit, retryAfterSeconds: ttl > 0 ? Math.ceil(ttl / 1000) : 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
