/**
 * A request whose client hung up before the answer (closed the tab, a proxy gave up, half a
 * body sent): nobody reads what the store would answer, so it is not a failure of the
 * store's. It is logged as 499, the status nginx gives it, not as the 500 a body that stopped
 * half-way would otherwise turn into.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

export const CLIENT_CLOSED_REQUEST = 499;

/** True when the client closed the connection before the answer was sent. */
export function clientClosedRequest(c: Context): boolean {
  // Under Node, the response's own state says it (asking for the request's signal would
  // build a whole Request for every request); elsewhere, the request's signal.
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (outgoing) return outgoing.destroyed && !outgoing.writableFinished;
  return c.req.raw.signal.aborted;
}
