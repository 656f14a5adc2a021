/**
 * GET /metrics: the process's Prometheus metrics (server/observability/metrics.ts), for a
 * scraper on this machine or one holding METRICS_TOKEN (decision 71). "This machine" is
 * the rule of `isLocalRequest`: the socket's peer is a loopback address and no proxy
 * forwarded the request, since a reverse proxy on the same host connects over loopback
 * for everyone it serves. Anyone else is refused with 403, not hidden behind a 404: the
 * route is in the published API document anyway, and 403 tells an operator why a scrape
 * fails. Local scrapes are not rate limited; a token is compared in constant time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { isLocalRequest } from '#server/http/client-address.ts';
import { HttpError } from '#server/http/errors.ts';
import { metricsText } from '#server/observability/metrics.ts';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import { answer } from './openapi/operation';

export const METRICS_PATH = '/metrics';

export const METRICS_ROUTES = {
  metrics: declareRoute({
    method: 'get',
    path: METRICS_PATH,
    tag: 'Store',
    summary: "This process's metrics, in Prometheus' text format",
    description:
      'Readable from the machine the store runs on (a loopback connection no proxy forwarded), or from anywhere with `Authorization: Bearer <METRICS_TOKEN>` when that token is set.',
    access: 'public',
    headers: [
      {
        name: 'Authorization',
        description: '`Bearer <METRICS_TOKEN>`: needed unless the scraper runs on this machine.',
        required: false,
      },
    ],
    answers: [
      answer({
        status: 200,
        description: 'The metrics, Prometheus text format 0.0.4.',
        contentType: 'text/plain',
        schema: z.string(),
        examples: [
          {
            summary: 'A few lines',
            value:
              '# HELP orders_paid_total Orders whose payment was recorded (committed), by this process.\n# TYPE orders_paid_total counter\norders_paid_total 3\n',
          },
        ],
      }),
    ],
    errors: { 403: 'Neither from this machine nor with the metrics token.' },
  }),
};

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when the header carries exactly `Bearer <token>`; the same time whatever it holds. */
function carriesToken(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(token));
}

export function metricsApi(token: string | undefined) {
  return declaredRouter(METRICS_PATH).handle(METRICS_ROUTES.metrics, async (c) => {
    if (!isLocalRequest(c) && !carriesToken(c.req.header('Authorization'), token)) {
      throw new HttpError(403, 'Metrics are readable from this machine or with the metrics token.');
    }
    const { text, contentType } = await metricsText();
    return c.body(text, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  }).app;
}
