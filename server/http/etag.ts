/**
 * Validators for answers that many readers ask for again and again (the public catalogue,
 * stored images): an ETag, and 304 Not Modified when the reader already holds that answer.
 */
import type { Context } from 'hono';
import { carriesSession } from '#domain/session-cookies.ts';
import { sendEncodedOnce } from './encoded-once';

/** True when an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Cache-Control of an answer that is the same for everyone (the catalogue): any cache may
 * keep it but must check it is still current before each use (the ETag makes that a 304).
 * Answers to a signed-in request stay the browser's own (decision 18).
 */
export function sharedAnswerCacheControl(c: Context): string {
  return carriesSession(c.req.raw.headers) ? 'private, no-cache' : 'public, no-cache';
}

/**
 * A JSON answer already serialized, with a strong ETag made from the digest of its bytes,
 * so equal answers get equal tags in every process and across restarts. A request whose
 * If-None-Match names it gets 304 with no body. The answer is kept (per catalogue version),
 * so its compressed copies are made once too (encoded-once.ts).
 */
export async function jsonWithEtag(c: Context, answer: { json: string; digest: string }): Promise<Response> {
  const etag = `"${answer.digest}"`;
  const headers = { ETag: etag, 'Cache-Control': sharedAnswerCacheControl(c) };
  if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
  return sendEncodedOnce(c, answer, answer.json, 200, new Headers({ ...headers, 'Content-Type': 'application/json' }));
}
