/** The processes tests start die as a group: the one started and whatever it started in turn. */
import { once } from 'node:events';
import { expect, it } from 'vitest';
import { killOwnedProcesses, spawnOwned } from '#tests/support/owned-processes.ts';
import { until } from '#tests/support/until.ts';

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

it('kills a started process together with the process it started', async () => {
  // A shell that starts a long sleep and waits for it, as npm starts a shell that starts node.
  const shell = spawnOwned('sh', ['-c', 'sleep 600 & echo $!; wait'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const [line] = (await once(shell.stdout!.setEncoding('utf8'), 'data')) as [string];
  const sleep = Number(line.trim());
  expect(running(sleep)).toBe(true);
  const exited = once(shell, 'exit');

  killOwnedProcesses();
  await exited;
  await until('the sleep started by the shell to end', async () => (running(sleep) ? undefined : true));
});
