/**
 * Every process a test starts is started here: detached, so it leads a process group of its
 * own (with whatever it starts in turn: npm's shell and node, nginx's workers), and killed as
 * that group — by its helper's stop, and in any case when the test file ends
 * (./kill-owned-processes.ts), or when the worker running it exits or is stopped, as after
 * a timeout or an interrupted run. Each carries the run's marker in its environment, so the
 * run's global teardown can prove none is left (./no-leftover-processes.ts).
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** Set by the run's global setup; names the run in every process the tests start. */
export const RUN_ENV = 'STORE_TEST_RUN';
/** What a started process carries: `<RUN_ENV's value>`. */
export const OWNER_ENV = 'STORE_TEST_OWNER';

const groups = new Set<number>();

/** Signals a group; a group already gone is no error. */
export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
  }
}

export function spawnOwned(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, {
    ...options,
    env: { ...(options.env ?? process.env), [OWNER_ENV]: process.env[RUN_ENV] ?? 'none' },
    detached: true,
  });
  if (child.pid !== undefined) groups.add(child.pid);
  return child;
}

/** Kills every group this worker started that may still be there (synchronous: it runs on exit too). */
export function killOwnedProcesses(): void {
  for (const pid of groups) signalGroup(pid, 'SIGKILL');
  groups.clear();
}

process.once('exit', killOwnedProcesses);
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.once(signal, () => {
    killOwnedProcesses();
    process.kill(process.pid, signal);
  });
}
