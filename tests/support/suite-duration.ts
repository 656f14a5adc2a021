/**
 * A reporter beside the default one: the whole run's wall-clock time as its last line
 * ("Suite: 9 min 12 s"), setups and builds included, so runs on a busy machine compare.
 */
import type { Reporter } from 'vitest/node';

export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

export default class SuiteDuration implements Reporter {
  private started = performance.now();

  onInit() {
    this.started = performance.now();
  }

  onTestRunEnd() {
    process.stdout.write(`Suite: ${formatDuration(performance.now() - this.started)}\n`);
  }
}
