/**
 * Bodies sent again and again unchanged (a product's JSON, a cached page): each encoding is
 * worked out once per body, on its first request, and the compressed bytes are sent as they
 * are afterwards. The compression middleware leaves a response that already says its
 * Content-Encoding alone, so nothing is compressed twice.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import {
  BROTLI_QUALITY,
  COMPRESSIBLE,
  MIN_BYTES,
  pickEncoding,
  weakenedForEncoding,
  type Encoding,
} from './compression';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The compressed copies of each body, kept as long as the body itself is kept (by its owner). */
const copies = new WeakMap<object, Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>>();

async function compress(body: string, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  const bytes =
    encoding === 'br'
      ? await brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : await gzip(body);
  // zlib hands back a Buffer of its own (never a shared one): a plain view of it for Response.
  return new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
}

/** `body` in `encoding`, compressed on the first call for this owner and encoding only. */
export function encodedOnce(owner: object, body: string, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  let byEncoding = copies.get(owner);
  if (!byEncoding) copies.set(owner, (byEncoding = new Map()));
  let copy = byEncoding.get(encoding);
  if (!copy) {
    copy = compress(body, encoding);
    byEncoding.set(encoding, copy);
    // A failure is not kept: the next request tries again.
    copy.catch(() => byEncoding.delete(encoding));
  }
  return copy;
}

/**
 * A response with `body`, compressed as the request accepts (the copy made once per
 * `owner`), or as it is when it is small, not text, or a HEAD request. Says Vary:
 * Accept-Encoding whenever the encoding could differ, and weakens a strong ETag on a
 * compressed copy (etag.ts).
 */
export async function sendEncodedOnce(
  c: Context,
  owner: object,
  body: string,
  status: number,
  headers: Headers,
): Promise<Response> {
  if (body.length < MIN_BYTES || !COMPRESSIBLE.test(headers.get('Content-Type') ?? ''))
    return new Response(body, { status, headers });
  headers.append('Vary', 'Accept-Encoding');
  const encoding = pickEncoding(c.req.header('Accept-Encoding'));
  if (!encoding || c.req.method === 'HEAD') return new Response(body, { status, headers });
  const bytes = await encodedOnce(owner, body, encoding);
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(bytes.byteLength));
  const etag = headers.get('ETag');
  if (etag) headers.set('ETag', weakenedForEncoding(etag));
  return new Response(bytes, { status, headers });
}
