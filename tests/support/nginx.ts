/**
 * nginx (Debian's `nginx` package) in front of several store processes, as the README's
 * "Running at scale" shows it. `storeProxyConfig` writes the part a deployment puts in its
 * site configuration — the README's example is this function's output, checked by
 * tests/unit/nginx-example.test.ts — and `startNginx` runs it as a child process of the
 * test with everything nginx writes (pid, logs, buffered bodies) in a directory of its own.
 */
import { once } from 'node:events';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { signalGroup, spawnOwned } from './owned-processes';

/** The response header the test's nginx adds: which process answered (`127.0.0.1:port`). */
export const SERVED_BY_HEADER = 'X-Served-By';

/**
 * The upstream of store processes and the server that proxies to them. The store is told
 * who the client is by X-Forwarded-For, to which nginx appends the address it sees
 * (TRUST_PROXY=true makes the store read that rightmost entry only), and whether the
 * request came over https by X-Forwarded-Proto.
 */
export function storeProxyConfig(options: { listen: string; processes: string[] }): string {
  const servers = options.processes.map((address) => `    server ${address} max_fails=1 fail_timeout=3s;`).join('\n');
  return `upstream store {
    # Each process in turn; one that refuses connections is skipped for 3 s, then tried again.
${servers}
    keepalive 32;
    # A process closes a connection left idle for 5 s (it says so in Keep-Alive): nginx lets
    # go of it first, so it never sends a request on one the process is closing.
    keepalive_timeout 4s;
}

server {
    listen ${options.listen};

    # Image uploads are up to 10 MB; the store answers 413 past that itself.
    client_max_body_size 11m;

    location / {
        proxy_pass http://store;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        # A request that could not reach a process goes to the next one; a POST that was
        # already sent is never sent again (nginx does not repeat non-idempotent requests).
        proxy_next_upstream error timeout;
        proxy_connect_timeout 2s;
        proxy_read_timeout 30s;
    }
}
`;
}

/** A whole nginx.conf for a process of the test's own: in the foreground, one process, files under `dir`. */
function testNginxConfig(dir: string, site: string): string {
  return `daemon off;
# One process and no worker switching to another user: the test starts and stops it alone.
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
    worker_connections 1024;
}

http {
    access_log off;
    client_body_temp_path ${dir}/client-body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    # For the test only: which process answered each request.
    add_header ${SERVED_BY_HEADER} $upstream_addr always;

${site.replace(/^(?=.)/gm, '    ')}}
`;
}

export interface RunningNginx {
  url: string;
  /** Everything nginx wrote to its error log so far. */
  errorLog(): Promise<string>;
  close(): Promise<void>;
}

const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const START_TIMEOUT_MS = 10_000;

async function waitUntilListening(port: number, exited: Promise<unknown>, log: () => Promise<string>): Promise<void> {
  let stopped = false;
  void exited.then(() => (stopped = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (stopped) throw new Error(`nginx stopped before listening:\n${await log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on ${port} within ${START_TIMEOUT_MS} ms:\n${await log()}`);
}

/** Starts nginx on 127.0.0.1:`port` in front of the given processes (`127.0.0.1:port` each). */
export async function startNginx(port: number, processes: string[]): Promise<RunningNginx> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-nginx-'));
  const configFile = path.join(dir, 'nginx.conf');
  await fs.writeFile(configFile, testNginxConfig(dir, storeProxyConfig({ listen: `127.0.0.1:${port}`, processes })));
  const errorLog = () => fs.readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
  // -e: the error log before the configuration is read (the default path is the system's).
  // Its own process group, master and workers (./owned-processes.ts).
  const child = spawnOwned(NGINX_PATH, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', configFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = once(child, 'exit');
  const spawnFailed = once(child, 'error').then(([err]) => {
    throw new Error(`nginx could not be started (${NGINX_PATH}; set NGINX_PATH): ${String(err)}`);
  });
  const log = async () => `${stderr}${await errorLog()}`;
  try {
    await Promise.race([waitUntilListening(port, exited, log), spawnFailed]);
  } catch (err) {
    if (child.exitCode === null && child.signalCode === null) signalGroup(child.pid!, 'SIGKILL');
    await fs.rm(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    errorLog: log,
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        // QUIT: finish the requests in flight, then stop.
        child.kill('SIGQUIT');
        const timer = setTimeout(() => signalGroup(child.pid!, 'SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
