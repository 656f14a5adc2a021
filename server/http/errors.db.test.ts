import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { freePort } from '#tests/support/free-port.ts';
import { openDatabase } from '#server/db/client.ts';
import { ServiceError } from '#server/services/errors.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '#domain/database-unavailable.ts';
import { errorResponse, failingWith } from './errors';

function appWith(work: () => Promise<unknown>) {
  const logged: unknown[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
  const app = new Hono()
    .onError((err, c) => errorResponse(c, err, logger))
    .post('/', async (c) => c.json(await failingWith('failed to create product', work)));
  return { app, logged };
}

describe('failingWith: a call with its own words for an unexpected failure (SPEC §8 wrapper texts)', () => {
  it('answers 500 with the call’s text and logs the cause', async () => {
    const { app, logged } = appWith(async () => {
      throw new Error('connection reset');
    });
    const res = await app.request('/', { method: 'POST' });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'failed to create product' });
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged[0])).toContain('connection reset');
  });

  it('leaves a deliberate answer as it is', async () => {
    const { app, logged } = appWith(async () => {
      throw new ServiceError('not_found', 'Product not found.');
    });
    const res = await app.request('/', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Product not found.' });
    expect(logged).toHaveLength(0);
  });

  it('answers what the work answers when it succeeds', async () => {
    const { app } = appWith(async () => ({ ok: true }));
    expect(await (await app.request('/', { method: 'POST' })).json()).toEqual({ ok: true });
  });
});

describe('a database that cannot be reached', () => {
  it('answers 503 with its message and when to try again, logged as a warning', async () => {
    // Nothing listens on the port: every connection is refused.
    const database = await openDatabase({ url: `postgres://postgres@127.0.0.1:${await freePort()}/store` });
    try {
      const { app, logged } = appWith(() => database.db.execute(sql`select 1`));
      const res = await app.request('/', { method: 'POST' });
      expect(res.status).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('1');
      expect(await res.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ level: 40 });
    } finally {
      await database.close();
    }
  });
});
