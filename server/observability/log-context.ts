/**
 * Which request a log line belongs to, wherever it is written from (a service's logger
 * knows no request): the request logger runs each request inside `requestScope`, and
 * pino's `mixin` (server/start.ts) adds the request's id and trace id to every line
 * written inside it — the active span's trace id when traces are exported, else the
 * request id, so a line can always be followed to its request (decision 71).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { trace } from '@opentelemetry/api';

export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** pino's `mixin`: the current request's `requestId` and `traceId`, or nothing outside requests. */
export function logContext(): object {
  const scope = requestScope.getStore();
  // A new object each time: pino writes the line's own fields into the one it is given.
  if (!scope) return {};
  const traceId = trace.getActiveSpan()?.spanContext().traceId;
  return { requestId: scope.requestId, traceId: traceId ?? scope.requestId };
}
