/** GET /api/health: is this process up and can it reach its database? */
import type { HealthAnswer } from '#domain/api-answer-schemas.ts';
import * as answers from '#domain/api-answer-schemas.ts';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import { answer } from './openapi/operation';

/** What the health check asks of the database (server/db's Database answers it). */
export interface DatabaseHealth {
  kind: string;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
}

export const HEALTH_ROUTES = {
  health: declareRoute({
    method: 'get',
    path: '/api/health',
    tag: 'Store',
    summary: 'Is the store up and can it reach its database?',
    access: 'public',
    answers: [
      answer({
        status: 200,
        description: 'Up, the database answers.',
        schema: answers.healthAnswerSchema,
        examples: [{ summary: 'Healthy', value: { status: 'ok', database: { kind: 'pglite', reachable: true } } }],
      }),
      answer({
        status: 503,
        description: 'Up, but the database does not answer.',
        schema: answers.healthAnswerSchema,
        examples: [
          { summary: 'Database down', value: { status: 'degraded', database: { kind: 'postgres', reachable: false } } },
        ],
      }),
    ],
  }),
};

export function healthApi(database: DatabaseHealth) {
  return declaredRouter('/api/health').handle(HEALTH_ROUTES.health, async (c) => {
    const up = await database.ping();
    c.header('Cache-Control', 'no-store');
    return c.json(
      { status: up ? 'ok' : 'degraded', database: { kind: database.kind, reachable: up } } satisfies HealthAnswer,
      up ? 200 : 503,
    );
  }).app;
}
