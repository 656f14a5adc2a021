/**
 * The compiled server as production runs it: `npm run serve` (node on BUILD_DIR/runtime)
 * in a child process of its own process group (./owned-processes.ts), so a test can signal
 * the whole group as a process manager does, and the group dies with the test in any case.
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { inject } from 'vitest';
import { signalGroup, spawnOwned } from './owned-processes';
import { copyDemoPictures } from './store-config';
import { copyEmbeddedTemplate } from './test-database';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Sends a signal to the process group: npm, its shell and node alike. */
  signalGroup(signal: NodeJS.Signals): void;
}

/** Starts `npm run serve` on the build made for this test run, and waits until it listens. */
export async function serveBuiltServer(env: Record<string, string | undefined>): Promise<ServerProcess> {
  // On the embedded database, a copy of the run's migrated one (the first process to start
  // in this DATA_DIR finds it); a seeding store, the demo pictures already drawn.
  if (env.DATA_DIR && !env.DATABASE_URL) copyEmbeddedTemplate(env.DATA_DIR);
  if (env.DATA_DIR && env.SEED_DEMO === 'true' && !env.S3_URL) copyDemoPictures(env.DATA_DIR);
  const child = spawnOwned('npm', ['run', '--silent', 'serve'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      BUILD_DIR: inject('serverBuildDir'),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = once(child, 'exit').then(([code]) => code as number | null);

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 20);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
  return {
    child,
    url,
    output: () => output,
    exited,
    signalGroup: (signal) => signalGroup(child.pid!, signal),
  };
}
