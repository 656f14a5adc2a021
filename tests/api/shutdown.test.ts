import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openDatabase, queryRows } from '../../server/db/client';
import { startServer } from '../../server/start';
import { serveBuiltServer } from '../support/built-server';
import { fetchChecked } from '../support/documented-answers';
import { createTestDatabase } from '../support/test-database';
describe('graceful shutdown', () => {
  it('finishes in-flight requests, refuses new ones, and leaves the embedded database intact', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-shutdown-'));
    try {
      const config = loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
      const server = await startServer(config, { ui: { kind: 'none' } });
      const inFlight = fetchChecked(`${server.url}/api/health`);
      await new Promise((r) => setTimeout(r, 5));
      const closing = server.close();
      const res = await inFlight;
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
  });
});

describe('the compiled server stopped by SIGTERM to its process group', () => {
  const admin = { email: 'shutdown-admin@example.com', password: 'shutdown-password-1' };

  it('answers every write it commits, refuses the rest, and exits 0', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-sigterm-'));
    const database = await createTestDatabase();
    try {
      const server = await serveBuiltServer({
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

      // Workers create coupons back to back; after 60 answers the whole group gets SIGTERM,
      // as a process manager sends it. Each worker stops at its first refused request.
      const prefix = `BURST${randomBytes(3).toString('hex').toUpperCase()}`;
      const answered = new Set<string>();
      const unexpected: string[] = [];
      let signalled = false;
      let answeredAfterSignal = 0;
      const worker = async (w: number) => {
        for (let i = 0; i < 1000; i++) {
          const code = `${prefix}-${w}-${i}`;
          let status: number;
          try {
            const res = await fetchChecked(`${server.url}/api/coupons`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
              body: JSON.stringify({ code, type: 'fixed', value: 5, appliesTo: 'category', target: 'Shirts' }),
            });
            await res.text();
            status = res.status;
          } catch {
            return;
          }
          if (status !== 201) unexpected.push(`${code}: ${status}`);
          answered.add(code);
          if (signalled) answeredAfterSignal += 1;
          if (answered.size >= 60 && !signalled) {
            signalled = true;
            server.signalGroup('SIGTERM');
          }
        }
      };
      await Promise.all(Array.from({ length: 12 }, (_, w) => worker(w)));
      expect(await server.exited, server.output()).toBe(0);
      expect(server.output()).toContain('"msg":"stopped"');
      expect(unexpected).toEqual([]);
      // Requests in flight when the signal came were finished and answered.
      expect(answeredAfterSignal).toBeGreaterThan(0);

      const reopened = await openDatabase(database.url ? { url: database.url } : { pgliteDir: path.join(dataDir, 'db') });
      try {
        const rows = await queryRows<{ code: string }>(reopened.db, sql`select code from coupons where code like ${`${prefix}-%`}`);
        const committed = new Set(rows.map((r) => r.code));
        expect([...committed].filter((code) => !answered.has(code)), 'committed without an answer').toEqual([]);
        expect([...answered].filter((code) => !committed.has(code)), 'answered but not committed').toEqual([]);
      } finally {
        await reopened.close();
      }
    } finally {
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
