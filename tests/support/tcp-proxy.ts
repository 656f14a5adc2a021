/**
 * A TCP relay on loopback to a real server (e.g. Redis), which a test can cut — every
 * connection dropped and the port closed, as when the server goes away — and restore on
 * the same port. Cut with `countAttempts`, the port stays open instead and every new
 * connection is closed at once and counted, so a test can wait for a client's reconnect
 * attempts to have happened rather than sleep while they might.
 */
import net from 'node:net';

export interface TcpProxy {
  port: number;
  cut(options?: { countAttempts?: boolean }): Promise<void>;
  /** Connections closed at once since a `cut({ countAttempts: true })`. */
  attempts(): number;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let dropping = false;
  let attempts = 0;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    if (dropping) {
      attempts += 1;
      client.on('error', () => {});
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      dropping = false;
      dropAll();
      if (server.listening) server.close(() => resolve());
      else resolve();
    });
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    async cut(options = {}) {
      if (!options.countAttempts) return stop();
      dropping = true;
      attempts = 0;
      dropAll();
    },
    attempts: () => attempts,
    async restore() {
      if (dropping) dropping = false;
      else await listen(port);
    },
    close: stop,
  };
}
