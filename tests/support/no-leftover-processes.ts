/**
 * Global setup: names the run (./owned-processes.ts marks every process a test starts with
 * it), and at the end fails the run if any such process is still there — a server a test
 * started and never stopped — after killing it, so a failed run leaves nothing behind either.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { OWNER_ENV, RUN_ENV } from './owned-processes';
import { until } from './until';

/** The processes whose environment carries `marker`, with their command lines (Linux /proc). */
async function processesMarked(marker: string): Promise<{ pid: number; command: string }[]> {
  const found: { pid: number; command: string }[] = [];
  for (const entry of await fs.readdir('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const environ = (await fs.readFile(`/proc/${pid}/environ`, 'utf8')).split('\0');
      if (!environ.includes(marker)) continue;
      const command = (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8')).replaceAll('\0', ' ').trim();
      found.push({ pid, command });
    } catch {
      // Gone meanwhile, or another user's.
    }
  }
  return found;
}

export default function setup() {
  // Several projects list this setup and run it in one process: the first names the run.
  if (process.env[RUN_ENV]) return () => {};
  const run = `${process.pid}-${randomBytes(4).toString('hex')}`;
  process.env[RUN_ENV] = run;
  const marker = `${OWNER_ENV}=${run}`;

  return async () => {
    delete process.env[RUN_ENV];
    // A process killed at the very end of a test file may take a moment to go.
    const left = await until(
      'the processes the tests started to end',
      async () => {
        const marked = await processesMarked(marker);
        return marked.length === 0 ? [] : undefined;
      },
      10_000,
    ).catch(() => processesMarked(marker));
    if (left.length === 0) return;
    for (const { pid } of left) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    // Vitest reports an error thrown here but still exits 0: the run is failed explicitly.
    process.exitCode = 1;
    throw new Error(
      `Processes started by the tests were still running at the end (now killed):\n${left.map((p) => `${p.pid} ${p.command}`).join('\n')}`,
    );
  };
}
