/**
 * When a message that could not be sent is tried again: one minute after the first failure,
 * doubling up to an hour between tries, for a day from when it was queued; a try that fails
 * after that day marks it failed (the back office can send it again).
 */
const MINUTE = 60_000;
export const FIRST_RETRY_MS = MINUTE;
export const MAX_RETRY_INTERVAL_MS = 60 * MINUTE;
/** How long a message keeps being tried before it is marked failed. */
export const RETRY_WINDOW_MS = 24 * 60 * MINUTE;

/** The wait after the `attempts`-th failed try (1, 2, 4 … 60 minutes). */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.max(0, attempts - 1);
  // 2^6 minutes is past the cap already; stopping there keeps the number small.
  return Math.min(MAX_RETRY_INTERVAL_MS, FIRST_RETRY_MS * 2 ** Math.min(doublings, 6));
}

/** What becomes of a message whose `attempts`-th try just failed at `now`. */
export function afterFailedTry(
  queuedAt: Date,
  attempts: number,
  now: Date,
): { state: 'failed' } | { state: 'pending'; nextAttemptAt: Date } {
  if (now.getTime() - queuedAt.getTime() >= RETRY_WINDOW_MS) return { state: 'failed' };
  return { state: 'pending', nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) };
}
