/** GET /api/health: is this process up and can it reach its database? */
import { Hono } from 'hono';
import type { Database } from '../db/client';

export function healthApi(database: Database) {
  return new Hono().get('/', async (c) => {
    const up = await database.ping();
    c.header('Cache-Control', 'no-store');
    return c.json(
      { status: up ? 'ok' : 'degraded', database: { kind: database.kind, reachable: up } },
      up ? 200 : 503,
    );
  });
}
