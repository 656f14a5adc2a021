import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { startServer } from '#server/start.ts';

// Starting a process that compiles the store as it loads can take well over 30 s on a busy machine: a bound, not a wait.
const PROCESS_START_BOUND_MS = 120_000;

/** Starts the store with `env` and returns the warnings it logged. */
async function warningsAtStart(env: Record<string, string>): Promise<string[]> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-warn-'));
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').trim().split('\n'));
      done();
    },
  });
  try {
    const config = loadConfig({ PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'false', ...env });
    const server = await startServer(config, { ui: { kind: 'none' }, logger: pino({ level: 'warn' }, sink) });
    await server.close();
    return lines
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .filter((l) => l.level === 40)
      .map((l) => l.msg);
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

describe('starting in development mode', () => {
  it(
    'warns once when it listens beyond loopback',
    async () => {
      const warnings = await warningsAtStart({ NODE_ENV: 'development', HOST: '0.0.0.0' });
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^development mode listening on 0\.0\.0\.0: other machines can reach this store/);
    },
    PROCESS_START_BOUND_MS,
  );

  it(
    'stays quiet on loopback',
    async () => {
      expect(await warningsAtStart({ NODE_ENV: 'development', HOST: '127.0.0.1' })).toEqual([]);
    },
    PROCESS_START_BOUND_MS,
  );
});
