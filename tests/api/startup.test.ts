import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsBefore, openBareDatabase } from '#tests/support/migrations.ts';

// Starting a process that compiles the store as it loads can take well over 30 s on a busy machine: a bound, not a wait.
const PROCESS_START_BOUND_MS = 120_000;

const tsx = path.resolve('node_modules/.bin/tsx');

describe('starting with a bad configuration', () => {
  it.each([
    ['PORT', 'abc', 'Invalid configuration: PORT must be a port number from 0 to 65535'],
    [
      'STORE_CURRENCY',
      'DOLLARS',
      'Invalid configuration: STORE_CURRENCY must be an ISO 4217 currency code such as USD',
    ],
    ['DATABASE_URL', 'mysql://localhost/shop', 'Invalid configuration: DATABASE_URL must be a postgres:// URL'],
    [
      'NODE_ENV',
      'production',
      'Invalid configuration: PUBLIC_URL must be set when NODE_ENV=production (the address shoppers use, e.g. https://shop.example)',
    ],
  ])(
    'stops with one line naming %s',
    (name, value, message) => {
      const result = spawnSync(tsx, ['server/index.ts'], {
        env: { PATH: process.env.PATH, [name]: value, DATA_DIR: '.tmp/never-created' },
        encoding: 'utf8',
        timeout: PROCESS_START_BOUND_MS,
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(message);
      expect(result.stdout).toBe('');
    },
    PROCESS_START_BOUND_MS,
  );
});

describe('starting on a database a migration cannot take as it is', () => {
  it(
    'stops and says why: two accounts share one address in different case (decision 26)',
    async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-clash-'));
      const before = await migrationsBefore('0010_database_constraints');
      try {
        const older = await openBareDatabase(undefined, path.join(dataDir, 'db'));
        await older.migrate(before.folder);
        await older.db.execute(sql`insert into users (name, email, password_hash, created_at) values
        ('Ann', 'ann@example.com', 'x', now() - interval '1 day'), ('Ann again', 'ANN@example.com', 'x', now())`);
        await older.close();

        const result = spawnSync(tsx, ['server/index.ts'], {
          env: { PATH: process.env.PATH, DATA_DIR: dataDir, NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'info' },
          encoding: 'utf8',
          timeout: PROCESS_START_BOUND_MS,
        });
        expect(result.status).toBe(1);
        const fatal = result.stdout
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as { level: number; msg: string })
          .filter((line) => line.level === 60);
        expect(fatal.map((line) => line.msg)).toEqual([
          'Failed to start: Migration 0010 stopped: several accounts share one e-mail address written in different letter case: ' +
            'ann@example.com (ann@example.com, ANN@example.com). Merge or delete the extra accounts, then start the store again.',
        ]);
      } finally {
        await before.remove();
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    },
    PROCESS_START_BOUND_MS,
  );
});
