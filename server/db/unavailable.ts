/**
 * Telling a database that went away for a moment (a PostgreSQL restart or failover, a
 * terminated backend, a refused or timed-out connection) from a query the database refused.
 * The first is answered 503 and the next request runs on a fresh connection; the second is
 * a fault of the store's own and stays a 500.
 */

/** SQLSTATE codes of a server shutting down, starting up, or out of connection slots. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** SQLSTATE class 08: connection exception. */
const CONNECTION_EXCEPTION_CLASS = '08';
/** Socket failures on the way to the server. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres says these in plain words, without a code. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

/** True when `err`, or an error it wraps (drizzle wraps the driver's), means the database could not be reached. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const pending = [err];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!(current instanceof Error) || seen.has(current)) continue;
    seen.add(current);
    if (isConnectionFault(current)) return true;
    pending.push(current.cause);
    // Connecting to a host name tries each of its addresses: all of them failed.
    if (current instanceof AggregateError) pending.push(...current.errors);
  }
  return false;
}

function isConnectionFault(err: Error): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || SOCKET_CODES.has(code)) return true;
    if (code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true;
  }
  return DRIVER_MESSAGES.some((message) => err.message.startsWith(message));
}
