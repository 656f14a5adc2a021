/**
 * Who is on the other end of a request. The socket's peer is the only address a client
 * cannot forge; X-Forwarded-For counts only behind a trusted reverse proxy (TRUST_PROXY).
 */
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The TCP peer's address, or undefined when the request did not come over a socket. */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The client's address, for rate limits and logs. Behind a trusted proxy it is the
 * rightmost X-Forwarded-For entry — the one our proxy appended; entries to its left were
 * written by the client (or proxies we know nothing of) and can say anything.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
    if (forwarded && isIP(forwarded)) return forwarded;
  }
  return socketAddress(c) ?? 'unknown';
}

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || (isIP(v4) === 4 && v4.startsWith('127.'));
}

/**
 * A request from this very machine: the socket is on a loopback address and no proxy
 * forwarded it. A reverse proxy on the same host connects over loopback too, so any
 * forwarding header disqualifies the request, whatever TRUST_PROXY says.
 */
export function isLocalRequest(c: Context): boolean {
  const forwarded = ['X-Forwarded-For', 'Forwarded', 'X-Real-IP'].some((h) => c.req.header(h) !== undefined);
  return !forwarded && isLoopbackAddress(socketAddress(c));
}
