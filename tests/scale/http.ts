/**
 * Calls to the cluster over real HTTP: through nginx or straight to one process, each
 * answer with the process that served it (nginx's X-Served-By), and calls made from a
 * loopback address of the caller's choosing (127.0.0.2, …) so nginx sees distinct clients.
 */
import http from 'node:http';
import { SERVED_BY_HEADER } from '#tests/support/nginx.ts';

export interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
  /** `127.0.0.1:port` of the process nginx passed the request to (null when it was not through nginx). */
  servedBy: string | null;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One JSON call to `base` (nginx or a process). */
export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return {
    status: res.status,
    body: parseBody<T>(await res.text()),
    headers: res.headers,
    servedBy: res.headers.get(SERVED_BY_HEADER),
  };
}

/** The store answers JSON; nginx's own error pages (502) are HTML, kept as text. */
function parseBody<T>(text: string): T {
  try {
    return (text ? JSON.parse(text) : undefined) as T;
  } catch {
    return text as T;
  }
}

/** A POST with a JSON body from the loopback address `from`: nginx sees it as that client. */
export function postFrom<T = unknown>(
  from: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            if (typeof value === 'string') answerHeaders.set(name, value);
          resolve({
            status: res.statusCode!,
            body: parseBody<T>(text),
            headers: answerHeaders,
            servedBy: answerHeaders.get(SERVED_BY_HEADER),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks `read` again every few milliseconds until `done` holds or `withinMs` has passed, and
 * returns the last value read (the caller's expect shows it when it is still wrong).
 */
export async function pollFor<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await sleep(20);
    value = await read();
  }
  return value;
}
