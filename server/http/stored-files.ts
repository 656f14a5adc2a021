/**
 * Serves stored files (product images) at /uploads/<key>, from whichever storage holds them
 * (local disk or S3-compatible object storage), so their URLs never depend on where they
 * live: the bytes are streamed through, with their type, a validator (ETag, answered 304
 * when the browser already has them) and a cache lifetime.
 */
import type { Context } from 'hono';
import { etagMatches } from './etag';
import { isContentAddressedKey } from '#server/storage/images.ts';
import { UPLOADS_URL_PREFIX, type FileStorage } from '#server/storage/storage.ts';

const YEAR = 60 * 60 * 24 * 365;
const WEEK = 60 * 60 * 24 * 7;

/** Named after their bytes, uploads never change: cached for a year; others (the demo images) for a week. */
export function storedFileCacheControl(key: string): string {
  return isContentAddressedKey(key) ? `public, max-age=${YEAR}, immutable` : `public, max-age=${WEEK}`;
}

function keyOf(path: string): string | null {
  try {
    return decodeURIComponent(path.slice(UPLOADS_URL_PREFIX.length + 1));
  } catch {
    return null;
  }
}

/** The handler for GET and HEAD /uploads/*. */
export function serveStoredFiles(storage: FileStorage) {
  return async (c: Context) => {
    const key = keyOf(c.req.path);
    const file = key ? await storage.read(key) : null;
    if (!key || !file) return c.text('Not Found', 404);

    const headers = new Headers({ 'Content-Type': file.contentType, 'Cache-Control': storedFileCacheControl(key) });
    if (file.etag) headers.set('ETag', file.etag);
    if (file.lastModified) headers.set('Last-Modified', file.lastModified.toUTCString());
    if (file.etag && etagMatches(c.req.header('If-None-Match'), file.etag)) {
      await file.body.cancel();
      return new Response(null, { status: 304, headers });
    }
    if (file.size !== undefined) headers.set('Content-Length', String(file.size));
    if (c.req.method === 'HEAD') {
      await file.body.cancel();
      return new Response(null, { status: 200, headers });
    }
    return new Response(file.body, { status: 200, headers });
  };
}
