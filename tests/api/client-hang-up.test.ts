/**
 * A client that hangs up before the answer (here: half a body sent, then the connection
 * closed) is logged as 499, client closed the request, at info level: it is not a failure of
 * the store's, and no error line is written for it.
 */
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '#server/start.ts';
import { testStoreConfig } from '#tests/support/store-config.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import { fetchChecked } from '#tests/support/documented-answers.ts';
import { capturedLogger } from '#tests/support/captured-log.ts';
import { until } from '#tests/support/until.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  status?: number;
}

let server: RunningServer;
let database: TestDatabase;
let dataDir: string;
const lines: LogLine[] = [];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-hang-up-'));
  database = await createTestDatabase();
  const config = testStoreConfig({ dataDir, databaseUrl: database.url, env: { SEED_DEMO: 'false' } });
  server = await startServer(config, { ui: { kind: 'none' }, logger: capturedLogger(lines) });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** Sends the head of a POST and part of the `declared` body bytes, then closes the connection. */
async function hangUpMidBody(requestId: string, declared: number, sent: string): Promise<void> {
  const socket = net.connect(server.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const head = `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\nX-Request-Id: ${requestId}\r\n\r\n`;
  await new Promise<void>((resolve, reject) => socket.write(head + sent, (err) => (err ? reject(err) : resolve())));
  socket.destroy();
}

function logLineOf(requestId: string): Promise<LogLine> {
  return until(`the request line of ${requestId}`, async () =>
    lines.find((l) => l.reqId === requestId && l.msg === 'request'),
  );
}

it('logs a request whose client hung up half-way through its body as 499 at info level, with no error line', async () => {
  await hangUpMidBody('hung-up-mid-body', 4096, '{"name":"Aida","email":"aida@example.com","message":"Hel');
  const line = await logLineOf('hung-up-mid-body');
  expect(line).toMatchObject({ status: 499, level: 30 });
  expect(lines.filter((l) => l.reqId === 'hung-up-mid-body' && l.level >= 40)).toEqual([]);

  // The store carries on answering.
  expect((await fetchChecked(`${server.url}/api/health`)).status).toBe(200);
});
