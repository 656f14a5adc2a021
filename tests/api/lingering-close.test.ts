/**
 * A body refused with 413 while it is still arriving: the store answers, then reads and
 * drops the rest for a bounded time and size before it closes the connection
 * (server/http/lingering-close.ts). A client that goes on writing reads the answer before
 * the close; one that stalls, or never stops, is cut off at the bound.
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { LINGER_BYTES, LINGER_MS } from '#server/http/lingering-close.ts';
import { BODY_TOO_LARGE, MAX_BODY_BYTES } from '#server/http/request-input.ts';
import { storeAnswers } from '#tests/support/documented-answers.ts';
import { until } from '#tests/support/until.ts';

const PATH = '/api/cart/quote';
const MB = 1024 * 1024;
/** Timers count whole milliseconds: the store's may fire a millisecond or so before the client's clock says. */
const LINGER_MS_READ_HERE = LINGER_MS - 5;

type Framing = 'Content-Length' | 'chunked';

/** What a client on a raw connection saw of it. */
interface Exchange {
  /** Everything the store sent, as text. */
  received: string;
  /** How the connection ended: `end` when the store closed it cleanly, else the error (a reset). */
  ending: string;
  /** From the request's head being written to the connection's close. */
  openMs: number;
  /** Body bytes this client wrote. */
  written: number;
}

/**
 * POSTs a JSON body on a connection of its own, framed by a Content-Length of `declared`
 * bytes or chunked, and writes `send` of it: `bytes`, then, if it says `finish`, the end of
 * a chunked body; or `'forever'`, one 1 MB chunk per turn for as long as the connection is
 * open. It never closes the connection itself: it waits, within a bound, for the store to.
 */
async function postOnRawConnection(
  framing: Framing,
  declared: number,
  send: { bytes: number; finish: boolean } | 'forever',
): Promise<Exchange> {
  const { hostname, port } = new URL(inject('baseUrl'));
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const received: Buffer[] = [];
  let ending: string | undefined;
  let written = 0;
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  socket.on('end', () => (ending ??= 'end'));
  socket.on('error', (err: NodeJS.ErrnoException) => (ending ??= err.code ?? err.message));
  let closedAt: number | undefined;
  socket.on('close', () => (closedAt = performance.now()));

  const length = framing === 'Content-Length' ? `Content-Length: ${declared}` : 'Transfer-Encoding: chunked';
  const startedAt = performance.now();
  socket.write(`POST ${PATH} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n${length}\r\n\r\n`);
  const write = (bytes: Buffer, then: () => void) => {
    if (socket.destroyed) return;
    const framed = framing === 'chunked' ? [`${bytes.length.toString(16)}\r\n`, bytes, '\r\n'] : [bytes];
    let drained = true;
    for (const part of framed) drained = socket.write(part);
    written += bytes.length;
    if (drained) setImmediate(then);
    else socket.once('drain', then);
  };
  if (send === 'forever') {
    const chunk = Buffer.alloc(MB, ' ');
    const pump = () => write(chunk, pump);
    pump();
  } else {
    write(Buffer.alloc(send.bytes, ' '), () => send.finish && framing === 'chunked' && socket.write('0\r\n\r\n'));
  }

  // Generous: a bound on a busy machine, far past the store's own.
  await until('the store to close the connection', async () => closedAt, LINGER_MS + 60_000);
  return {
    received: Buffer.concat(received).toString('latin1'),
    ending: ending ?? 'close',
    openMs: closedAt! - startedAt,
    written,
  };
}

/** Checks that `received` holds the store's whole 413 answer, saying it closes the connection. */
function expectRefusal(received: string) {
  const headEnd = received.indexOf('\r\n\r\n');
  expect(headEnd, `no whole answer in ${JSON.stringify(received.slice(0, 200))}`).toBeGreaterThan(0);
  const [statusLine, ...headerLines] = received.slice(0, headEnd).split('\r\n');
  const headers = new Map(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  expect(statusLine).toMatch(/^HTTP\/1\.1 413 /);
  expect(headers.get('connection')).toBe('close');
  const text = received.slice(headEnd + 4, headEnd + 4 + Number(headers.get('content-length')));
  storeAnswers().check({
    method: 'POST',
    url: PATH,
    status: 413,
    contentType: headers.get('content-type') ?? null,
    text,
  });
  expect(JSON.parse(text)).toEqual({ message: BODY_TOO_LARGE });
}

describe('a body refused while it is still arriving', () => {
  it.each<Framing>(['Content-Length', 'chunked'])(
    'a client that never stops writing (%s) reads the 413, then is cut off at the bound',
    async (framing) => {
      const exchange = await postOnRawConnection(framing, 1024 * MAX_BODY_BYTES, 'forever');
      expectRefusal(exchange.received);
      // Cut off by a bound, not at the answer: past LINGER_BYTES read, or LINGER_MS on a busy machine.
      expect(exchange.written > LINGER_BYTES || exchange.openMs >= LINGER_MS_READ_HERE).toBe(true);
    },
    LINGER_MS + 90_000,
  );

  it.each<Framing>(['Content-Length', 'chunked'])(
    'a client that stalls (%s) reads the 413 and is cut off once LINGER_MS have passed',
    async (framing) => {
      // Chunked, the store refuses once it has read past the limit; with a Content-Length, at once.
      const exchange = await postOnRawConnection(framing, 10 * MAX_BODY_BYTES, {
        bytes: framing === 'chunked' ? 2 * MAX_BODY_BYTES : 0,
        finish: false,
      });
      expectRefusal(exchange.received);
      expect(exchange.openMs).toBeGreaterThanOrEqual(LINGER_MS_READ_HERE);
      // Nothing was left unread: a plain close, no reset.
      expect(exchange.ending).toBe('end');
    },
    LINGER_MS + 90_000,
  );

  it.each<Framing>(['Content-Length', 'chunked'])(
    'a client that sends the rest of its body (%s) reads the 413 and a plain close, no reset',
    async (framing) => {
      const exchange = await postOnRawConnection(framing, 2 * MAX_BODY_BYTES, {
        bytes: 2 * MAX_BODY_BYTES,
        finish: true,
      });
      expectRefusal(exchange.received);
      expect(exchange.ending).toBe('end');
    },
    LINGER_MS + 90_000,
  );
});
