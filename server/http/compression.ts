/**
 * Brotli or gzip for text responses (HTML, JSON, JS, CSS, SVG, XML). Streaming SSR stays
 * streaming: every chunk is flushed through the compressor as it arrives.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;
const MIN_BYTES = 1024;

export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name!.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || c.req.method === 'HEAD' || res.headers.has('Content-Encoding')) return;
    if (!COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return;
    const length = res.headers.get('Content-Length');
    if (length !== null && Number(length) < MIN_BYTES) return;
    c.res.headers.append('Vary', 'Accept-Encoding');
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;

    const compressor =
      encoding === 'br'
        ? zlib.createBrotliCompress({
            flush: zlib.constants.BROTLI_OPERATION_FLUSH,
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
          })
        : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
    const source = Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>);
    source.on('error', (err) => compressor.destroy(err));
    const body = Readable.toWeb(source.pipe(compressor)) as ReadableStream<Uint8Array>;
    c.res = new Response(body, res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
  };
}
