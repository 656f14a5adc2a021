import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { openDatabase, queryRows } from '#server/db/client.ts';
import { startServer } from '#server/start.ts';
import { serveBuiltServer, type ServerProcess } from '#tests/support/built-server.ts';
import { fetchChecked, storeAnswers } from '#tests/support/documented-answers.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

/**
 * A POST the server has begun — it asked for the body (`Expect: 100-continue`), so its
 * handler runs — whose body is sent only by `finish`, which resolves with the answer
 * (checked against the API's description).
 */
async function postInFlight(url: string, body: string): Promise<{ finish(): Promise<{ status: number }> }> {
  const req = http.request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Expect: '100-continue' },
  });
  const answer = new Promise<{ status: number }>((resolve, reject) => {
    req.once('error', reject).once('response', (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.once('end', () => {
        storeAnswers().check({
          method: 'POST',
          url,
          status: res.statusCode!,
          contentType: res.headers['content-type'] ?? null,
          text,
        });
        resolve({ status: res.statusCode! });
      });
    });
  });
  req.flushHeaders();
  await Promise.race([once(req, 'continue'), answer]);
  return {
    finish() {
      req.end(body);
      return answer;
    },
  };
}

describe('graceful shutdown', () => {
  it('finishes in-flight requests, refuses new ones, and leaves the embedded database intact', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-shutdown-'));
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
      });
      const server = await startServer(config, { ui: { kind: 'none' } });
      const inFlight = await postInFlight(
        `${server.url}/api/auth/forgot-password`,
        JSON.stringify({ email: 'nobody@example.com' }),
      );
      const closing = server.close();
      const res = await inFlight.finish();
      expect(res.status).toBe(200);
      await closing;
      await expect(fetchChecked(`${server.url}/api/health`)).rejects.toThrow();

      // The data directory opens again cleanly with its migrations applied.
      const reopened = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
      expect(await reopened.ping()).toBe(true);
      await reopened.migrate();
      await reopened.close();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    // Starting the compiled server on a busy machine can take a good part of the usual 30 s.
  }, 90_000);
});

/** One keep-alive client's POST with a JSON body: its status, or the error code of a broken call. */
function post(
  agent: http.Agent,
  url: string,
  token: string,
  body: unknown,
): Promise<{ status: number } | { error: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          Authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode! }));
        res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: `${err.code ?? ''} ${err.message}` }));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: `${err.code ?? ''} ${err.message}` }));
    req.end(payload);
  });
}

describe('the compiled server stopped by SIGTERM to its process group', () => {
  const admin = { email: 'shutdown-admin@example.com', password: 'shutdown-password-1' };
  /** Keep-alive clients writing back to back. */
  const CLIENTS = 20;

  it('answers every request that reached it, cuts off no keep-alive client, and exits 0', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-sigterm-'));
    const database = await createTestDatabase();
    const agents: http.Agent[] = [];
    let server: ServerProcess | undefined;
    try {
      server = await serveBuiltServer({
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      });
      const login = await fetchChecked(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(admin),
      });
      const { token } = (await login.json()) as { token: string };

      // Each client keeps one connection open and creates coupons back to back; after 100
      // answers the whole group gets SIGTERM, as a process manager sends it. A client stops
      // at its first refused connection (the listener has closed: it would go elsewhere).
      const prefix = `BURST${randomBytes(3).toString('hex').toUpperCase()}`;
      const answered = new Set<string>();
      const unexpected: string[] = [];
      const broken: string[] = [];
      let signalled = false;
      let answeredAfterSignal = 0;
      const stoppedBy = new Map<string, number>();
      const client = async (n: number) => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        agents.push(agent);
        for (let i = 0; i < 1000; i++) {
          const code = `${prefix}-${n}-${i}`;
          const sentAfterSignal = signalled;
          const res = await post(agent, `${server!.url}/api/coupons`, token, {
            code,
            type: 'fixed',
            value: 5,
            appliesTo: 'category',
            target: 'Shirts',
          });
          if ('error' in res) {
            const kind = res.error.split(' ')[0]!;
            stoppedBy.set(kind, (stoppedBy.get(kind) ?? 0) + 1);
            if (kind !== 'ECONNREFUSED')
              broken.push(`${code} (sent ${sentAfterSignal ? 'after' : 'before'} the signal): ${res.error}`);
            return;
          }
          if (res.status !== 201) unexpected.push(`${code}: ${res.status}`);
          answered.add(code);
          if (signalled) answeredAfterSignal += 1;
          if (answered.size >= 100 && !signalled) {
            signalled = true;
            server!.signalGroup('SIGTERM');
          }
        }
      };
      await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
      expect(broken, 'connections reset or hung up').toEqual([]);
      expect(await server.exited, server.output()).toBe(0);
      expect(server.output()).toContain('"msg":"stopped"');
      expect(unexpected).toEqual([]);
      // Requests in flight when the signal came were finished and answered.
      expect(answeredAfterSignal).toBeGreaterThan(0);
      expect(Object.fromEntries(stoppedBy)).toEqual({ ECONNREFUSED: CLIENTS });

      const reopened = await openDatabase(
        database.url ? { url: database.url } : { pgliteDir: path.join(dataDir, 'db') },
      );
      try {
        const rows = await queryRows<{ code: string }>(
          reopened.db,
          sql`select code from coupons where code like ${`${prefix}-%`}`,
        );
        const committed = new Set(rows.map((r) => r.code));
        expect(
          [...committed].filter((code) => !answered.has(code)),
          'committed without an answer',
        ).toEqual([]);
        expect(
          [...answered].filter((code) => !committed.has(code)),
          'answered but not committed',
        ).toEqual([]);
      } finally {
        await reopened.close();
      }
    } finally {
      for (const agent of agents) agent.destroy();
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        server.signalGroup('SIGKILL');
        await server.exited;
      }
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    // Starting the compiled server on a busy machine can take a good part of the usual 30 s.
  }, 90_000);
});
