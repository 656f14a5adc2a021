/**
 * One log line per request with a request id, which is also returned as X-Request-Id. A
 * request whose client hung up before the answer is logged as 499 (./client-closed.ts).
 * The request runs in its log scope, so every line written while it is handled carries its
 * ids (server/observability/log-context.ts).
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { requestScope } from '#server/observability/log-context.ts';
import { CLIENT_CLOSED_REQUEST, clientClosedRequest } from './client-closed';

export type LoggerVariables = { requestId: string; log: Logger };

const VALID_ID = /^[A-Za-z0-9._-]{1,128}$/;

export function requestLogger(logger: Logger): MiddlewareHandler<{ Variables: LoggerVariables }> {
  return async (c, next) => {
    const incoming = c.req.header('X-Request-Id');
    const requestId = incoming && VALID_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    await requestScope.run({ requestId }, async () => {
      const started = performance.now();
      await next();
      c.res.headers.set('X-Request-Id', requestId);
      const status = clientClosedRequest(c) ? CLIENT_CLOSED_REQUEST : c.res.status;
      log[status >= 500 ? 'error' : 'info'](
        { method: c.req.method, path: c.req.path, status, ms: Math.round(performance.now() - started) },
        'request',
      );
    });
  };
}
