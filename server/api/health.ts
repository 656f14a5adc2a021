/**
 * GET /api/health, liveness: is this process up and can it reach its database? (Its
 * answer is unchanged since it was published.) GET /api/health/ready, readiness: may it
 * take traffic — the database answers, every migration shipped with it is applied, and
 * Redis answers when REDIS_URL is set (decision 71).
 */
import type { HealthAnswer, ReadinessAnswer } from '#domain/api-answer-schemas.ts';
import * as answers from '#domain/api-answer-schemas.ts';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import { answer } from './openapi/operation';

/** What the health checks ask of the database (server/db's Database answers it). */
export interface DatabaseHealth {
  kind: string;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /** True when every shipped migration is applied. */
  migrationsDone(): Promise<boolean>;
}

/** Redis, when the store shares state through it (the rate limiter's connection). */
export interface RedisHealth {
  redisAnswers?(): Promise<boolean>;
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
  ready: declareRoute({
    method: 'get',
    path: '/api/health/ready',
    tag: 'Store',
    summary: 'May this process take traffic? (readiness)',
    description:
      'Ready when the database answers, every migration this build ships is applied, and Redis answers when REDIS_URL is set. A load balancer sends traffic only to ready processes; `/api/health` says whether the process lives.',
    access: 'public',
    answers: [
      answer({
        status: 200,
        description: 'Ready.',
        schema: answers.readinessAnswerSchema,
        examples: [
          {
            summary: 'Ready, without Redis',
            value: { status: 'ready', checks: { database: 'ok', migrations: 'ok', redis: 'not_configured' } },
          },
        ],
      }),
      answer({
        status: 503,
        description: 'Not ready: the failing part says why.',
        schema: answers.readinessAnswerSchema,
        examples: [
          {
            summary: 'Redis down',
            value: { status: 'not_ready', checks: { database: 'ok', migrations: 'ok', redis: 'failed' } },
          },
        ],
      }),
    ],
  }),
};

async function readiness(database: DatabaseHealth, redis: RedisHealth): Promise<ReadinessAnswer> {
  const [databaseUp, redisUp] = await Promise.all([database.ping(), redis.redisAnswers?.()]);
  const migrated = databaseUp ? await database.migrationsDone() : undefined;
  const checks: ReadinessAnswer['checks'] = {
    database: databaseUp ? 'ok' : 'failed',
    migrations: migrated === undefined ? 'unknown' : migrated ? 'ok' : 'pending',
    redis: redisUp === undefined ? 'not_configured' : redisUp ? 'ok' : 'failed',
  };
  const ready = checks.database === 'ok' && checks.migrations === 'ok' && checks.redis !== 'failed';
  return { status: ready ? 'ready' : 'not_ready', checks };
}

export function healthApi(database: DatabaseHealth, redis: RedisHealth = {}) {
  return declaredRouter('/api/health')
    .handle(HEALTH_ROUTES.health, async (c) => {
      const up = await database.ping();
      c.header('Cache-Control', 'no-store');
      return c.json(
        { status: up ? 'ok' : 'degraded', database: { kind: database.kind, reachable: up } } satisfies HealthAnswer,
        up ? 200 : 503,
      );
    })
    .handle(HEALTH_ROUTES.ready, async (c) => {
      const answer = await readiness(database, redis);
      c.header('Cache-Control', 'no-store');
      return c.json(answer, answer.status === 'ready' ? 200 : 503);
    }).app;
}
