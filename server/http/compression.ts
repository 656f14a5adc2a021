/**
 * Brotli or gzip for text responses (HTML, JSON, JS, CSS, SVG, XML). Streaming SSR stays
 * streaming: every chunk is flushed through the compressor as it arrives.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

export const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;
/** Smaller bodies go as they are: the encoding's framing would eat most of the saving. */
export const MIN_BYTES = 1024;
/** Brotli quality 5: most of quality 11's saving at a small part of its cost per response. */
export const BROTLI_QUALITY = 5;

export type Encoding = 'br' | 'gzip';

/**
 * A compressed copy is not byte for byte the answer its strong ETag names: it carries the
 * tag weakened (as nginx does), which still matches If-None-Match (weak comparison).
 */
export function weakenedForEncoding(etag: string): string {
  return etag.startsWith('W/') ? etag : `W/${etag}`;
}

/** The encodings the request accepts (a `q=0` one refused), in lower case. */
function acceptedEncodings(acceptEncoding: string | undefined): string[] {
  return (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name!.toLowerCase());
}

export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** True when the request accepts `encoding`. */
export function acceptsEncoding(acceptEncoding: string | undefined, encoding: Encoding): boolean {
  return acceptedEncodings(acceptEncoding).includes(encoding);
}

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // Decide from status and headers alone, and snapshot the headers before touching the
    // body: @hono/node-server's Response rebuilds itself from its original init when its
    // body is read, dropping headers that middleware set since (Cache-Control, say).
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 304) return;
    if (res.headers.has('Content-Encoding') || !COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return;
    // Already sent as the request accepts, on purpose (encoded-once.ts).
    if (/accept-encoding/i.test(res.headers.get('Vary') ?? '')) return;
    const length = res.headers.get('Content-Length');
    if (length !== null && Number(length) < MIN_BYTES) return;
    const headers = new Headers(res.headers);
    headers.append('Vary', 'Accept-Encoding');
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || !res.body) {
      replaceResponse(c, new Response(res.body, { status: res.status, statusText: res.statusText, headers }));
      return;
    }

    const compressor =
      encoding === 'br'
        ? zlib.createBrotliCompress({
            flush: zlib.constants.BROTLI_OPERATION_FLUSH,
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
          })
        : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
    const source = Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>);
    source.on('error', (err) => compressor.destroy(err));
    const body = Readable.toWeb(source.pipe(compressor)) as ReadableStream<Uint8Array>;
    headers.delete('Content-Length');
    headers.set('Content-Encoding', encoding);
    const etag = headers.get('ETag');
    if (etag) headers.set('ETag', weakenedForEncoding(etag));
    replaceResponse(c, new Response(body, { status: res.status, statusText: res.statusText, headers }));
  };
}

/** Hono merges the old response's headers into an assigned one; these headers are already complete. */
function replaceResponse(c: Context, res: Response) {
  c.res = undefined;
  c.res = res;
}
