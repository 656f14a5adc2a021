/**
 * The store as the README's "Running at scale" runs it, on loopback: two compiled server
 * processes (`npm run serve`, NODE_ENV=production) on one fresh PostgreSQL database, one
 * Redis (a key prefix of this run's own), one S3-compatible bucket (s3rver), behind nginx.
 * A test can kill a process with SIGKILL and start it again on the same port.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { serveBuiltServer, type ServerProcess } from '#tests/support/built-server.ts';
import { freePort } from '#tests/support/free-port.ts';
import { startNginx, type RunningNginx } from '#tests/support/nginx.ts';
import { startLocalS3, type LocalS3 } from '#tests/support/s3-server.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';

export const CLUSTER_ADMIN = { email: 'scale-admin@example.com', password: 'scale-admin-password-1' };

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** How many keys one SCAN step asks for when the run's keys are removed at the end. */
const SCAN_COUNT = 500;

export interface StoreProcess {
  /** `127.0.0.1:port`, as nginx names it in X-Served-By. */
  address: string;
  /** The process's own URL, bypassing nginx. */
  url: string;
  server: ServerProcess;
}

export interface StoreCluster {
  /** nginx's URL: where shoppers go. */
  url: string;
  processes: StoreProcess[];
  /** The PostgreSQL database the processes share. */
  databaseUrl: string;
  /** Kills process `index` with SIGKILL (its npm and node alike) and waits until it is gone. */
  kill(index: number): Promise<void>;
  /** Starts process `index` again, on its port and with its settings, and waits until it listens. */
  restart(index: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * nginx's port and the processes' ones: SCALE_FIRST_PORT and the ports after it when set
 * (to keep to a range of one's own), else ports the system says are free.
 */
async function choosePorts(count: number): Promise<number[]> {
  const first = Number(process.env.SCALE_FIRST_PORT);
  if (Number.isInteger(first) && first > 0) return Array.from({ length: count }, (_, i) => first + i);
  return Promise.all(Array.from({ length: count }, () => freePort()));
}

async function removeKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', SCAN_COUNT);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export async function startCluster(processCount = 2): Promise<StoreCluster> {
  const [nginxPort, ...processPorts] = await choosePorts(processCount + 1);
  const redisPrefix = `store-scale-${randomBytes(4).toString('hex')}:`;
  const cleanups: (() => Promise<unknown>)[] = [() => removeKeys(redisPrefix)];
  const cleanUp = async () => {
    // Last started, first stopped; every step runs even when one fails.
    const errors: unknown[] = [];
    for (const step of cleanups.reverse()) await step().catch((err: unknown) => errors.push(err));
    if (errors.length > 0) throw new AggregateError(errors, 'cleaning up the cluster failed');
  };

  try {
    const database: TestDatabase = await createTestDatabase(POSTGRES_URL);
    cleanups.push(() => database.drop());
    const s3: LocalS3 = await startLocalS3();
    cleanups.push(() => s3.close());
    const nginxUrl = `http://127.0.0.1:${nginxPort}`;

    const shared = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      ...s3.env,
      TRUST_PROXY: 'true',
      PUBLIC_URL: nginxUrl,
      // Made up for this run: every process signs and checks sign-in tokens with it.
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ALLOW_TEST_PAYMENTS: 'true',
      ADMIN_EMAIL: CLUSTER_ADMIN.email,
      ADMIN_PASSWORD: CLUSTER_ADMIN.password,
      SEED_DEMO: 'false',
    };
    const settings = await Promise.all(
      processPorts.map(async (port) => ({
        ...shared,
        PORT: String(port),
        DATA_DIR: await fs.mkdtemp(path.join(os.tmpdir(), 'store-scale-')),
      })),
    );
    cleanups.push(() => Promise.all(settings.map((s) => fs.rm(s.DATA_DIR, { recursive: true, force: true }))));

    const processes: StoreProcess[] = [];
    const stopAll = async () => {
      const running = processes.filter((p) => p.server.child.exitCode === null && p.server.child.signalCode === null);
      for (const p of running) p.server.signalGroup('SIGTERM');
      await Promise.all(running.map((p) => p.server.exited));
    };
    cleanups.push(stopAll);
    // Started together, as a deployment does: they take turns at the migrations (decision 16).
    const started = await Promise.allSettled(settings.map((env) => serveBuiltServer(env)));
    started.forEach((result, i) => {
      if (result.status === 'fulfilled')
        processes.push({ address: `127.0.0.1:${processPorts[i]}`, url: result.value.url, server: result.value });
    });
    const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;

    const nginx: RunningNginx = await startNginx(
      nginxPort!,
      processes.map((p) => p.address),
    );
    cleanups.push(() => nginx.close());

    return {
      url: nginx.url,
      processes,
      databaseUrl: database.url!,
      async kill(index) {
        const { server } = processes[index]!;
        server.signalGroup('SIGKILL');
        await server.exited;
      },
      async restart(index) {
        processes[index]!.server = await serveBuiltServer(settings[index]!);
      },
      close: cleanUp,
    };
  } catch (err) {
    await cleanUp().catch(() => {});
    throw err;
  }
}
