/**
 * Stopping the HTTP server without cutting off a client. Node's own `server.close()` also
 * closes every keep-alive connection idle at that moment, and a client may already have sent
 * its next request on one of them: it reads a reset instead of an answer. Here, instead:
 *
 * - the listener stops accepting (a new connection is refused, which a client or a proxy
 *   takes as "try elsewhere");
 * - every answer not yet sent, and every request that still arrives on an open connection,
 *   is answered with `Connection: close`, so the client opens a new connection for its next
 *   request rather than reusing this one;
 * - a connection left idle is closed by the keep-alive timeout the store announced with its
 *   last answer (`Keep-Alive: timeout=5`): past it, clients no longer send on it.
 *
 * What is still open when the grace period ends is cut.
 */
import type http from 'node:http';
import net from 'node:net';

export interface Drain {
  /** Every response, as its request comes in. */
  admit(res: http.ServerResponse): void;
  /**
   * Stops accepting and resolves once every connection has closed, or when `graceMs` have
   * passed: then the connections still open are cut and it resolves with false.
   */
  drain(graceMs: number): Promise<boolean>;
}

export function createDrain(server: http.Server): Drain {
  const unanswered = new Set<http.ServerResponse>();
  let draining = false;
  return {
    admit(res) {
      if (draining) {
        res.setHeader('Connection', 'close');
        return;
      }
      unanswered.add(res);
      res.once('close', () => unanswered.delete(res));
    },
    async drain(graceMs) {
      draining = true;
      for (const res of unanswered) if (!res.headersSent) res.setHeader('Connection', 'close');
      unanswered.clear();
      // net.Server's close: stops listening and calls back once the last connection has
      // closed, without http.Server's closing of the idle ones.
      const closed = new Promise<boolean>((resolve) => net.Server.prototype.close.call(server, () => resolve(true)));
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)));
      const drained = await Promise.race([closed, graceOver]);
      clearTimeout(timer);
      if (!drained) server.closeAllConnections();
      // http.Server's close, now that nothing is left to close: it stops its timers too.
      server.close();
      return drained;
    },
  };
}
