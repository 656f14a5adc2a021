/** GET /api/health: is this process up and can it reach its database? */
import { Hono } from 'hono';
import type { HealthAnswer } from '../../domain/api-answers';

/** What the health check asks of the database (server/db's Database answers it). */
export interface DatabaseHealth {
  kind: string;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
}

export function healthApi(database: DatabaseHealth) {
  return new Hono().get('/', async (c) => {
    const up = await database.ping();
    c.header('Cache-Control', 'no-store');
    return c.json(
      { status: up ? 'ok' : 'degraded', database: { kind: database.kind, reachable: up } } satisfies HealthAnswer,
      up ? 200 : 503,
    );
  });
}
