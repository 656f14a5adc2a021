/**
 * Fixed-window rate limits. In memory by default (one process); shared through Redis
 * when REDIS_URL is set so every process behind a load balancer counts together (falling
 * back to memory while Redis is unavailable).
 */
import { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (only meaningful when not allowed). */
  retryAfterSeconds: number;
  /** Hits counted in the current window, this one included. */
  count: number;
}

export interface RateLimiter {
  /** Counts one hit on `key`; allowed while the window holds at most `limit` hits. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Whether one more hit on `key` would still be allowed, without counting one (for limits that count only failures). */
  peek(key: string, limit: number): Promise<RateLimitResult>;
  /** Forgets a key, e.g. after a successful sign-in. */
  reset(key: string): Promise<void>;
  /** Shared through Redis only: whether Redis answers now (readiness). Absent when nothing is shared. */
  redisAnswers?(): Promise<boolean>;
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
      return {
        allowed: w.count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)),
        count: w.count,
      };
    },
    async peek(key, limit) {
      const t = now();
      const w = windows.get(key);
      if (!w || w.resetAt <= t) return { allowed: true, retryAfterSeconds: 0, count: 0 };
      return {
        allowed: w.count < limit,
        retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)),
        count: w.count,
      };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

/** How long a hit waits for Redis to connect (at start) before counting in memory. */
const CONNECT_WAIT_MS = 1000;

/**
 * Counts in Redis while it answers. During an outage the store keeps limiting, counting in
 * this process's memory, and logs the outage once (not on every retry); when Redis is back
 * it logs that too and counts in Redis again.
 */
export function createRedisRateLimiter(
  url: string,
  prefix = 'store:rl:',
  logger: Logger = pino({ base: undefined }),
): RateLimiter {
  const redis = new Redis(url, {
    // Fail at once while disconnected instead of queueing: the request falls back to memory.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
  });
  const shared = redisCounters(redis, prefix);
  const local = createMemoryRateLimiter();
  let closing = false;
  let outage = false;
  const down = (err: unknown) => {
    if (outage || closing) return;
    outage = true;
    logger.error({ err }, 'Redis is unavailable: rate limits are counted in this process until it is back');
  };
  const up = () => {
    if (!outage) return;
    outage = false;
    logger.info('Redis is back: rate limits are shared again');
  };
  redis.on('error', down);
  redis.on('close', () => down(new Error('connection to Redis closed')));
  redis.on('ready', up);

  // While connecting (at start, before any failure) a hit waits a moment for Redis rather
  // than count apart; once an outage is known it goes straight to memory.
  let connecting: Promise<boolean> | undefined;
  const available = (): Promise<boolean> | boolean => {
    if (redis.status === 'ready') return true;
    if (outage || closing) return false;
    return (connecting ??= new Promise<boolean>((resolve) => {
      const settle = (ok: boolean) => {
        clearTimeout(timer);
        redis.off('ready', onReady);
        redis.off('close', onClose);
        connecting = undefined;
        resolve(ok);
      };
      const onReady = () => settle(true);
      const onClose = () => settle(false);
      const timer = setTimeout(() => {
        down(new Error(`Redis did not answer within ${CONNECT_WAIT_MS} ms`));
        settle(false);
      }, CONNECT_WAIT_MS);
      redis.once('ready', onReady);
      redis.once('close', onClose);
    }));
  };

  return {
    async hit(key, limit, windowMs) {
      if (await available()) {
        try {
          const result = await shared.hit(key, limit, windowMs);
          up();
          return result;
        } catch (err) {
          down(err);
        }
      }
      return local.hit(key, limit, windowMs);
    },
    async peek(key, limit) {
      if (await available()) {
        try {
          return await shared.peek(key, limit);
        } catch (err) {
          down(err);
        }
      }
      return local.peek(key, limit);
    },
    async reset(key) {
      await local.reset(key);
      if (await available()) await shared.reset(key).catch(down);
    },
    async redisAnswers() {
      if (!(await available())) return false;
      return redis.ping().then(
        () => true,
        () => false,
      );
    },
    async close() {
      closing = true;
      await local.close();
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

/** Fixed windows kept in Redis: INCR the key, and give it its expiry on the first hit. */
function redisCounters(redis: Redis, prefix: string): Omit<RateLimiter, 'close'> {
  return {
    async hit(key, limit, windowMs) {
      const k = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [[null, number], [null, number]];
      if (ttl < 0) await redis.pexpire(k, windowMs);
      const remainingMs = ttl < 0 ? windowMs : ttl;
      return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)), count };
    },
    async peek(key, limit) {
      const k = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().get(k).pttl(k).exec()) as [
        [null, string | null],
        [null, number],
      ];
      const hits = Number(count ?? 0);
      return { allowed: hits < limit, retryAfterSeconds: ttl > 0 ? Math.ceil(ttl / 1000) : 0, count: hits };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
