/**
 * Each request counted and timed for /metrics, and, when traces are exported, handled
 * inside a SERVER span named after its route (`GET /api/products/:productId`) with the
 * HTTP semantic conventions' attributes (decision 71). The route is the template Hono
 * matched, never the raw path, so the metrics' series stay a bounded set; the storefront's
 * pages, all rendered by one catch-all, share its template (`/*`).
 */
import { SpanStatusCode, type Tracer } from '@opentelemetry/api';
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVER_ADDRESS,
  ATTR_URL_PATH,
  ATTR_URL_SCHEME,
} from '@opentelemetry/semantic-conventions';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { httpDuration, httpRequests, httpServerErrors } from '#server/observability/metrics.ts';
import { activeTracer, SpanKind } from '#server/observability/tracing.ts';
import { CLIENT_CLOSED_REQUEST, clientClosedRequest } from './client-closed';

/** Any other method a client makes up counts as one, as the conventions' `_OTHER` does. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const methodOf = (c: Context) => (KNOWN_METHODS.has(c.req.method) ? c.req.method : '_OTHER');
const statusOf = (c: Context) => (clientClosedRequest(c) ? CLIENT_CLOSED_REQUEST : c.res.status);

export function telemetry(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const tracer = activeTracer();
    if (tracer) await handleInSpan(tracer, c, next);
    else await next();
    // Once handled, Hono's matched route is the handler's, not this middleware's `*`.
    const method = methodOf(c);
    const route = c.req.routePath;
    const status = statusOf(c);
    httpRequests.inc({ method, route, status_class: `${Math.floor(status / 100)}xx` });
    httpDuration.observe({ method, route }, (performance.now() - started) / 1000);
    if (status >= 500) httpServerErrors.inc({ method, route });
  };
}

function handleInSpan(tracer: Tracer, c: Context, next: Next): Promise<void> {
  const method = methodOf(c);
  const url = new URL(c.req.url);
  const attributes = {
    [ATTR_HTTP_REQUEST_METHOD]: method,
    [ATTR_URL_PATH]: url.pathname,
    [ATTR_URL_SCHEME]: url.protocol.replace(':', ''),
    [ATTR_SERVER_ADDRESS]: url.hostname,
  };
  return tracer.startActiveSpan(method, { kind: SpanKind.SERVER, attributes }, async (span) => {
    try {
      await next();
    } finally {
      const route = c.req.routePath;
      const status = statusOf(c);
      span.updateName(`${method} ${route}`);
      span.setAttribute(ATTR_HTTP_ROUTE, route);
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
      // A server span fails on 5xx only; a 4xx is the client's mistake, answered as designed.
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
  });
}
