import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const tsx = path.resolve('node_modules/.bin/tsx');

describe('starting with a bad configuration', () => {
  it.each([
    ['PORT', 'abc', 'Invalid configuration: PORT must be a port number from 0 to 65535'],
    ['STORE_CURRENCY', 'DOLLARS', 'Invalid configuration: STORE_CURRENCY must be an ISO 4217 currency code such as USD'],
    ['DATABASE_URL', 'mysql://localhost/shop', 'Invalid configuration: DATABASE_URL must be a postgres:// URL'],
    ['NODE_ENV', 'production', 'Invalid configuration: PUBLIC_URL must be set when NODE_ENV=production (the address shoppers use, e.g. https://shop.example)'],
  ])('stops with one line naming %s', (name, value, message) => {
    const result = spawnSync(tsx, ['server/index.ts'], {
      env: { PATH: process.env.PATH, [name]: value, DATA_DIR: '.tmp/never-created' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(message);
    expect(result.stdout).toBe('');
  });
});
