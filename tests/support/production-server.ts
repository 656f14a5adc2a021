/**
 * The store as production runs it: its own process started by the process entry with
 * NODE_ENV=production on a built storefront, mail through SMTP, a fresh database. Tests
 * read what the process prints and measure the process itself (its memory, say).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { signalGroup, spawnOwned } from './owned-processes';
import { startSmtpCapture } from './smtp-capture';
import { copyEmbeddedTemplate, createTestDatabase } from './test-database';

export interface ProductionServer {
  url: string;
  pid: number;
  /** Everything the process has printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/** How long a start may take before the process is killed and the test told why. */
export const START_BOUND_MS = 150_000;

export async function startProductionServer(
  buildDir: string,
  env: Record<string, string> = {},
): Promise<ProductionServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-production-'));
  const database = await createTestDatabase();
  if (!database.url) copyEmbeddedTemplate(dataDir);
  const smtp = await startSmtpCapture(path.join(dataDir, 'mail'));
  // Node itself runs the entry (tsx only as its loader), so `pid` is the server's own process,
  // leading a process group of its own (./owned-processes.ts).
  const child: ChildProcess = spawnOwned(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://shop.test',
      SESSION_SECRET: 'a-production-session-secret-of-enough-length',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const cleanUp = async () => {
    await smtp.close();
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };

  const url = await new Promise<string>((resolve, reject) => {
    // A bound, not a wait: a start on a machine whose cores are taken by other jobs (the demo
    // seed renders its images) can take minutes; the calling hook's own timeout is longer still.
    const timer = setTimeout(() => fail(new Error(`The production server did not start:\n${output}`)), START_BOUND_MS);
    const fail = (err: Error) => {
      clearTimeout(timer);
      signalGroup(child.pid!, 'SIGKILL');
      reject(err);
    };
    const onExit = (code: number | null) => fail(new Error(`The production server exited with ${code}:\n${output}`));
    const onOutput = () => {
      const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      child.stdout!.off('data', onOutput);
      resolve(match[1]!);
    };
    child.once('exit', onExit);
    child.stdout!.on('data', onOutput);
  }).catch(async (err: unknown) => {
    await cleanUp();
    throw err;
  });

  return {
    url,
    pid: child.pid!,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        signalGroup(child.pid!, 'SIGTERM');
        await exited;
      }
      await cleanUp();
    },
  };
}
