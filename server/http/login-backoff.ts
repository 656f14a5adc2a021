/**
 * Sign-in slow-down per (account, client address). A hard lockout per account lets anyone
 * lock anybody out by guessing wrong on purpose; counting failures per pair instead slows
 * the guesser down and leaves the owner, on their own address, untouched.
 *
 * After FREE_FAILURES wrong passwords from one address for one account, every further
 * attempt from there waits BASE·2^k seconds (k = failures beyond the free ones, capped at
 * MAX_WAIT). A successful sign-in clears the pair. Built on the shared RateLimiter, so it
 * counts across processes when Redis is configured.
 */
import type { RateLimiter } from '#server/limits/rate-limit.ts';

const SECOND = 1000;
const HOUR = 3600 * SECOND;

export const LOGIN_BACKOFF = {
  freeFailures: 5,
  baseSeconds: 1,
  maxWaitSeconds: 15 * 60,
  /** How long failures are remembered after the first one of a run. */
  memoryMs: 24 * HOUR,
} as const;

/** Seconds to wait after `failures` wrong passwords in a row (0 while they are free). */
export function loginWaitSeconds(failures: number): number {
  const beyond = failures - LOGIN_BACKOFF.freeFailures;
  if (beyond < 0) return 0;
  return Math.min(LOGIN_BACKOFF.baseSeconds * 2 ** beyond, LOGIN_BACKOFF.maxWaitSeconds);
}

export function createLoginBackoff(limiter: RateLimiter) {
  const failuresKey = (account: string, address: string) => `login:fail:${account}:${address}`;
  // Alive while the pair has to wait; its time to live is the wait.
  const waitKey = (account: string, address: string) => `login:wait:${account}:${address}`;

  return {
    /** Seconds this address must still wait before trying this account again (0 = go ahead). */
    async waitSeconds(account: string, address: string): Promise<number> {
      // A live wait window already holds the failure's hit, so this one is refused; with no
      // window the hit opens an empty (0 ms) one that is over at once and leaves nothing behind.
      const result = await limiter.hit(waitKey(account, address), 1, 0);
      return result.allowed ? 0 : result.retryAfterSeconds;
    },

    async failed(account: string, address: string): Promise<void> {
      const { count } = await limiter.hit(
        failuresKey(account, address),
        Number.MAX_SAFE_INTEGER,
        LOGIN_BACKOFF.memoryMs,
      );
      const wait = loginWaitSeconds(count);
      if (wait === 0) return;
      await limiter.reset(waitKey(account, address));
      await limiter.hit(waitKey(account, address), 1, wait * SECOND);
    },

    async succeeded(account: string, address: string): Promise<void> {
      await Promise.all([limiter.reset(failuresKey(account, address)), limiter.reset(waitKey(account, address))]);
    },
  };
}

export type LoginBackoff = ReturnType<typeof createLoginBackoff>;
