/**
 * Setup file of the `unit` project: its tests are pure, so a connection attempt — to a
 * database server, Redis, SMTP or any HTTP server — fails at once and says where such a
 * test belongs. (A test opening an embedded PGlite database belongs in `db` as well; it
 * needs no socket, so the file name is what keeps it there.)
 */
import net from 'node:net';

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function refuse(this: net.Socket, ...args: unknown[]) {
  // Local IPC (a path, as vitest's own channels may use) stays allowed; TCP does not.
  const [first] = args;
  const toPath = typeof first === 'string' || (typeof first === 'object' && first !== null && 'path' in first);
  if (toPath) return (connect as (...a: unknown[]) => net.Socket).apply(this, args);
  throw new Error(
    'A unit test opened a network connection: a test that needs a database, a server or the network is named *.db.test.ts (or lives in tests/api/).',
  );
} as typeof connect;
