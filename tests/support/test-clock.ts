/**
 * A clock that stands still until the test moves it: a wait is crossed by `advance`, never
 * by sleeping, and however slow the machine, no time passes between two steps of a test.
 */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export function createTestClock(start = new Date()): TestClock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance(ms) {
      at += ms;
    },
  };
}
