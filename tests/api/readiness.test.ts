/**
 * Readiness apart from liveness (decision 71): GET /api/health/ready is 200 when the
 * database answers and is migrated, and Redis, when REDIS_URL is set, answers. A store
 * whose Redis is down still starts and lives (GET /api/health stays 200), but is not ready.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthAnswer, ReadinessAnswer } from '#domain/api-answer-schemas.ts';
import { freePort } from '#tests/support/free-port.ts';
import { getJson } from '#tests/support/http.ts';
import { startOwnStore, type OwnStore } from '#tests/support/own-store.ts';

let plain: OwnStore;
let redisDown: OwnStore;

beforeAll(async () => {
  // Nothing listens on a port just found free: that Redis is down from the start.
  [plain, redisDown] = await Promise.all([
    startOwnStore('ready'),
    startOwnStore('redis-down', { REDIS_URL: `redis://127.0.0.1:${await freePort()}` }),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all([plain?.close(), redisDown?.close()]);
});

describe('GET /api/health/ready', () => {
  it('is ready when the database answers and is migrated, with no Redis to ask', async () => {
    const ready = await getJson<ReadinessAnswer>(plain.at('/api/health/ready'));
    expect(ready.status).toBe(200);
    expect(ready.headers.get('Cache-Control')).toBe('no-store');
    expect(ready.body).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', redis: 'not_configured' },
    });
  });

  it('is not ready while the configured Redis does not answer, yet the store starts and lives', async () => {
    const ready = await getJson<ReadinessAnswer>(redisDown.at('/api/health/ready'));
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'not_ready', checks: { database: 'ok', migrations: 'ok', redis: 'failed' } });
    const live = await getJson<HealthAnswer>(redisDown.at('/api/health'));
    expect(live.status).toBe(200);
    expect(live.body.status).toBe('ok');
  });
});
