/**
 * Refusing a request whose body is still arriving (413 past the size limit) without losing
 * the refusal. The answer says `Connection: close`; but a socket closed while the client is
 * still writing makes the kernel answer its next bytes with a reset, and a reset can reach
 * the client before it has read the answer: it sees EPIPE or ECONNRESET instead of the 413
 * (the "TCP reset problem" of RFC 9112 §9.6). So, like nginx's lingering close, the
 * connection stays open after the answer while the rest of the body is read and dropped,
 * never kept, until the body ends, the client closes, or a bound is reached.
 */
import type { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * How long a refused connection stays open at most. Ample for a client, even on a busy
 * machine, to read an answer already sent; short enough that a client that stalls or never
 * stops sending holds a socket for seconds, not as long as it likes (nginx waits 5 s for
 * each read, 30 s in all), and well within a stop's grace period (server/start.ts), which
 * waits for open connections.
 */
export const LINGER_MS = 5_000;

/**
 * How many bytes of a refused body are read and dropped at most. More than the socket
 * buffers at both ends can hold (a few MB each on Linux) plus what a client sends before it
 * gets to read the answer, and enough for a client that sends its whole body before reading
 * to still get the answer for a body of tens of MB; past it the store stops spending
 * bandwidth on a body it has refused.
 */
export const LINGER_BYTES = 64 * 1024 * 1024;

/**
 * `answer`, sent at once with `Connection: close`, on a connection that lingers (see above).
 * Node closes a connection once its last answer has ended, so the answer's body is a stream
 * that ends only when the lingering does; its Content-Length tells the client the answer is
 * complete as soon as its bytes arrive. Without Node's request (app.request() in tests), or
 * once the body has arrived in full or the client has gone, nothing lingers.
 */
export async function lingeringClose(c: Context, answer: Response): Promise<Response> {
  // The headers before the body is read: @hono/node-server's Response rebuilds itself then.
  const headers = new Headers(answer.headers);
  headers.set('Connection', 'close');
  const bytes = new Uint8Array(await answer.arrayBuffer());
  headers.set('Content-Length', String(bytes.byteLength));
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming || incoming.complete || incoming.destroyed)
    return new Response(bytes, { status: answer.status, headers });
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      stop = discardRest(incoming, () => controller.close());
    },
    // The connection closed first (the client hung up, or a stop cut it).
    cancel: () => stop(),
  });
  return new Response(body, { status: answer.status, headers });
}

/**
 * Reads what the request still sends and drops it, until its body ends, the connection
 * closes, or LINGER_MS or LINGER_BYTES is reached: then calls `done`, once. Returns a function
 * that stops without calling `done`.
 */
function discardRest(incoming: IncomingMessage, done: () => void): () => void {
  let dropped = 0;
  const onData = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) end();
  };
  const timer = setTimeout(() => end(), LINGER_MS);
  const stop = () => {
    clearTimeout(timer);
    incoming.off('data', onData).off('end', end).off('close', end);
  };
  function end() {
    stop();
    done();
  }
  // The size limit's reader has stopped, but the stream it read still listens and would queue
  // what arrives: only this listener is left, as when Node drops a body nobody reads.
  incoming.removeAllListeners('data');
  incoming.on('data', onData).once('end', end).once('close', end);
  incoming.resume();
  return stop;
}
