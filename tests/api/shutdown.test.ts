import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { startServer } from '../../server/start';

describe('graceful shutdown', () => {
  it('finishes in-flight requests, refuses new ones, and leaves the embedded database intact', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-shutdown-'));
    try {
      const config = loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
      const server = await startServer(config, { ui: { kind: 'none' } });
      const inFlight = fetch(`${server.url}/api/health`);
      await new Promise((r) => setTimeout(r, 5));
      const closing = server.close();
      const res = await inFlight;
      expect(res.status).toBe(200);
      await closing;
      await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();

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
