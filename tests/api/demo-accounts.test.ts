/**
 * A store tried out in development, then started on the same data with NODE_ENV=production:
 * the demo customer, whose password the README publishes, can no longer sign in, its
 * session ends, and start says so in one log line.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#server/services/accounts/index.ts';
import { loadConfig } from '#server/config.ts';
import { DEMO_CUSTOMER } from '#server/seed/demo-accounts.ts';
import { startServer, type RunningServer } from '#server/start.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import { fetchChecked } from '#tests/support/documented-answers.ts';
import { capturedLogger } from '#tests/support/captured-log.ts';

let database: TestDatabase;
let dataDir: string;
let running: RunningServer | undefined;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-demo-accounts-'));
  database = await createTestDatabase();
});

afterAll(async () => {
  await running?.close();
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** Starts the store on the test's data in `nodeEnv`, keeping every log line it writes. */
async function start(
  nodeEnv: 'development' | 'production',
  lines: { msg: string; email?: string }[],
): Promise<RunningServer> {
  const config = loadConfig({
    NODE_ENV: nodeEnv,
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    PUBLIC_URL: 'https://shop.test',
    SESSION_SECRET: 'a-production-session-secret-of-enough-length',
    LOG_LEVEL: 'info',
  });
  running = await startServer(config, { ui: { kind: 'none' }, logger: capturedLogger(lines) });
  return running;
}

async function signIn(server: RunningServer) {
  const res = await fetchChecked(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
  });
  return { status: res.status, body: (await res.json()) as { token?: string; message?: string } };
}

async function me(server: RunningServer, token: string): Promise<number> {
  return (await fetchChecked(`${server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } })).status;
}

it('disables the demo customer when the development store restarts in production, ends its session and says so once', async () => {
  const devLines: { msg: string }[] = [];
  const dev = await start('development', devLines);
  const signedIn = await signIn(dev);
  expect(signedIn.status).toBe(200);
  const token = signedIn.body.token!;
  expect(await me(dev, token)).toBe(200);
  await dev.close();
  running = undefined;

  const prodLines: { msg: string; email?: string }[] = [];
  const prod = await start('production', prodLines);
  const refused = await signIn(prod);
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe(AUTH_MESSAGES.accountDisabled);
  expect(await me(prod, token)).toBe(401);
  const said = prodLines.filter((l) => l.msg.startsWith('demo account '));
  expect(said.map((l) => l.msg)).toContain(`demo account ${DEMO_CUSTOMER.email} disabled: NODE_ENV=production`);
  await prod.close();
  running = undefined;

  // Already disabled: a later production start has nothing to say.
  const againLines: { msg: string }[] = [];
  const again = await start('production', againLines);
  expect(againLines.filter((l) => l.msg.startsWith('demo account '))).toEqual([]);
  expect((await signIn(again)).status).toBe(403);
}, 180_000);
