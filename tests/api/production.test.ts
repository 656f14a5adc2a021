/**
 * The store run as production runs it (its own process, NODE_ENV=production, the built
 * storefront): oversized request bodies, the API's and the contact page's form, are refused
 * while they stream in, without the process holding them, and pages refuse methods they
 * have no use for without a stack trace.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { BODY_TOO_LARGE } from '#server/http/request-input.ts';
import { fetchChecked, storeAnswers } from '#tests/support/documented-answers.ts';
import { START_BOUND_MS, startProductionServer, type ProductionServer } from '#tests/support/production-server.ts';
import { until } from '#tests/support/until.ts';

let server: ProductionServer;

beforeAll(async () => {
  server = await startProductionServer(inject('buildDir'));
}, START_BOUND_MS + 30_000);

afterAll(async () => {
  await server?.stop();
});

const MB = 1024 * 1024;

/** Resident memory of a process in bytes: now, and at its peak since the peak was last reset. */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)![1]) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Starts peak tracking afresh at the current resident size (Linux: clear_refs 5). */
async function resetPeak(pid: number): Promise<void> {
  await fs.writeFile(`/proc/${pid}/clear_refs`, '5');
}

/**
 * POSTs `bytes` of body in 1 MB chunks, with or without a Content-Length (without one, Node
 * sends it chunked), and keeps sending after the answer as a hostile client would, until
 * all is sent or the server closes the connection.
 */
async function postLargeBody(
  url: string,
  bytes: number,
  withLength: boolean,
  contentType = 'application/json',
): Promise<{ status: number; body: string }> {
  const headers: Record<string, string> = { 'Content-Type': contentType };
  if (withLength) headers['Content-Length'] = String(bytes);
  const req = http.request(url, { method: 'POST', headers, agent: false });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        try {
          storeAnswers().check({
            method: 'POST',
            url,
            status: res.statusCode!,
            contentType: res.headers['content-type'] ?? null,
            text: body,
          });
          resolve({ status: res.statusCode!, body });
        } catch (err) {
          reject(err as Error);
        }
      });
    });
    req.on('error', (err) => reject(err));
  });
  const sending = new Promise<void>((resolve) => {
    // The server may close the connection once it has answered: that ends the upload.
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    const chunk = Buffer.alloc(MB, ' ');
    let sent = 0;
    // One chunk per turn of the event loop, so the answer is read off the socket between two
    // writes and the upload stops soon after it. The server reads on and drops what still
    // arrives, for seconds at most, before it closes (server/http/lingering-close.ts): the
    // answer is read before the close can reset the connection, so one attempt gets it.
    const pump = () => {
      if (req.destroyed) return;
      if (sent >= bytes) {
        req.end(() => resolve());
        return;
      }
      sent += chunk.length;
      if (req.write(chunk)) setImmediate(pump);
      else req.once('drain', pump);
    };
    pump();
  });
  const [res] = await Promise.all([answer, sending]);
  return res;
}

describe('request bodies past the limit', () => {
  it.each([
    ['/api/cart/quote', 'with a Content-Length', true, 'application/json'],
    ['/api/cart/quote', 'sent chunked, without a Content-Length', false, 'application/json'],
    // The contact page's form, posted before JavaScript loads: a page action reads its body through the same limit.
    ['/contact-us', 'with a Content-Length', true, 'application/x-www-form-urlencoded'],
    ['/contact-us', 'sent chunked, without a Content-Length', false, 'application/x-www-form-urlencoded'],
  ])(
    'refuses a 50 MB body to %s %s with 413 while memory stays flat',
    async (target, _label, withLength, contentType) => {
      // A process of its own: memory that an earlier request took and freed would hide a new peak.
      const fresh = await startProductionServer(inject('buildDir'));
      try {
        await resetPeak(fresh.pid);
        const before = await memoryOf(fresh.pid);
        const res = await postLargeBody(`${fresh.url}${target}`, 50 * MB, withLength, contentType);
        const after = await memoryOf(fresh.pid);

        expect(res.status).toBe(413);
        expect(JSON.parse(res.body)).toEqual({ message: BODY_TOO_LARGE });
        // The peak resident size while the body streamed in, over the size before it.
        expect(after.peak - before.rss).toBeLessThan(20 * MB);
      } finally {
        await fresh.stop();
      }
    },
    120_000,
  );

  it('still reads a body under the limit', async () => {
    const res = await fetchChecked(`${server.url}/api/cart/quote`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ items: [] }),
    });
    expect(res.status).toBe(200);
  });
});

describe('pages and methods other than GET', () => {
  it.each([
    ['POST', '/products'],
    ['POST', '/'],
    ['PUT', '/cart'],
    ['DELETE', '/products/2b1f0c1e-4c1a-4a47-9a55-0d5f8c1d2e3f'],
    ['PATCH', '/login'],
  ])('%s %s answers 405 without a stack trace, in the answer or the log', async (method, pagePath) => {
    const logBefore = server.output().length;
    const requestId = randomUUID();
    const res = await fetchChecked(`${server.url}${pagePath}`, {
      method,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Request-Id': requestId },
      body: 'a=1',
    });
    const body = await res.text();
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD');
    expect(body).toBe('Method Not Allowed');
    // The request's own log line comes last, once its answer is sent: whatever the process
    // printed about this request is in the output by then.
    const log = await until('the request line', async () => {
      const printed = server.output().slice(logBefore);
      return printed.includes(`"reqId":"${requestId}"`) ? printed : undefined;
    });
    expect(log).not.toMatch(/\n\s+at /);
    expect(log).not.toMatch(/Error: /);
  });

  it('serves the page itself to GET', async () => {
    const res = await fetchChecked(`${server.url}/products`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<!DOCTYPE html>');
  });
});
