/**
 * Reading what a request sends: JSON bodies, query strings and route parameters. Every
 * API route reads its input through these, so each input is size-limited, parsed as the
 * client's mistake when malformed (400, never 500) and checked by its zod schema from
 * domain/ before a service sees it.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { safeParse, type core } from 'zod';
import { isEntityId } from '#domain/input-rules.ts';
import { badRequest, HttpError, notFound, validationError } from './errors';
import { lingeringClose } from './lingering-close';

/** Largest request body the API accepts (product payloads with many variants fit easily). */
export const MAX_BODY_BYTES = 1024 * 1024;

export const BODY_TOO_LARGE = 'Request body is too large.';

/**
 * Refuses a body past MAX_BODY_BYTES with 413 while it streams in: at once when its
 * Content-Length says so, else as soon as the bytes read pass the limit (chunked uploads),
 * so an oversized body is never held in memory. The API mounts it for every route but the
 * image upload, which mounts its own larger one; pages mount it for their form posts.
 */
export function limitRequestBody(maxSize = MAX_BODY_BYTES, message: string = BODY_TOO_LARGE): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    // The connection closes after the answer, so the client does not send its next request
    // behind the refused bytes; it lingers first, reading and dropping them for a bounded
    // time, so the client reads the 413 before the close can reset it (./lingering-close.ts).
    onError: (c) => lingeringClose(c, c.json({ message }, 413)),
  });
}

/** Parses input with a zod schema or throws a 400 whose `errors` names each bad field. */
export function parseInput<S extends core.$ZodType>(schema: S, input: unknown): core.output<S> {
  const result = safeParse(schema, input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** The JSON body; an empty body reads as `{}`, malformed JSON is a 400. */
async function readJson(c: Context): Promise<unknown> {
  // The limit above has already refused an oversized body; this guards a route mounted without it.
  const declared = Number(c.req.header('Content-Length'));
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, BODY_TOO_LARGE);
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw new HttpError(413, BODY_TOO_LARGE);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Malformed JSON in request body.');
  }
}

/**
 * An HTML form's fields (`application/x-www-form-urlencoded`, what a page's form without a
 * file sends), a field given more than once read as its first value, checked by `schema`.
 */
export async function formBody<S extends core.$ZodType>(c: Context, schema: S): Promise<core.output<S>> {
  const declared = Number(c.req.header('Content-Length'));
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, BODY_TOO_LARGE);
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw new HttpError(413, BODY_TOO_LARGE);
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) fields[name] ??= value;
  return parseInput(schema, fields);
}

/** The request's JSON body checked by `schema`. */
export async function jsonBody<S extends core.$ZodType>(c: Context, schema: S): Promise<core.output<S>> {
  return parseInput(schema, await readJson(c));
}

/**
 * The query string as the schema sees it: a key given once maps to its value, a key
 * repeated (`color=Black&color=Navy`) to the list of its values. Decoded the way a page's
 * loader decodes it (URLSearchParams), so the API and the pages read a URL alike.
 */
export function queryInput(c: Context): Record<string, string | string[]> {
  const params = new URL(c.req.url).searchParams;
  const input: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    input[key] = values.length === 1 ? values[0]! : values;
  }
  return input;
}

/** The query string checked by `schema`. */
export function query<S extends core.$ZodType>(c: Context, schema: S): core.output<S> {
  return parseInput(schema, queryInput(c));
}

/** A route parameter checked by `schema`; a failure names the parameter (400). */
export function param<S extends core.$ZodType>(c: Context, name: string, schema: S): core.output<S> {
  const result = safeParse(schema, c.req.param(name));
  if (!result.success)
    throw validationError({ issues: result.error.issues.map((issue) => ({ ...issue, path: [name, ...issue.path] })) });
  return result.data;
}

/** A route parameter that names a stored entity: anything but an id's shape cannot exist (404). */
export function idParam(c: Context, name: string, notFoundMessage: string): string {
  const id = c.req.param(name) ?? '';
  if (!isEntityId(id)) throw notFound(notFoundMessage);
  return id;
}

/**
 * A body sent as text (the catalogue import's CSV file), read up to `maxBytes` — the route
 * mounts limitRequestBody with the same maximum, so this guards a route mounted without it —
 * and decoded as UTF-8; bytes that are not UTF-8 are the client's mistake (400).
 */
export async function textBody(c: Context, maxBytes: number, tooLarge: string): Promise<string> {
  const declared = Number(c.req.header('Content-Length'));
  if (declared > maxBytes) throw new HttpError(413, tooLarge);
  const bytes = await c.req.arrayBuffer();
  if (bytes.byteLength > maxBytes) throw new HttpError(413, tooLarge);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('The body is not UTF-8 text.');
  }
}

/** A multipart form's bytes past its file's own: boundaries, part headers, other small fields. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface MultipartFileTexts {
  notAForm: string;
  noFile: string;
  oneFile: string;
}

/**
 * The one file a multipart/form-data body carries in `field`. The body has already passed
 * a size limit (limitRequestBody with the route's own maximum), so reading it is bounded.
 */
export async function multipartFile(c: Context, field: string, texts: MultipartFileTexts): Promise<File> {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('Content-Type') ?? '')) throw badRequest(texts.notAForm);
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw badRequest(texts.notAForm);
  }
  const parts = form.getAll(field);
  const files = parts.filter((part): part is File => typeof part !== 'string');
  if (files.length === 0) throw badRequest(texts.noFile);
  if (parts.length > 1) throw badRequest(texts.oneFile);
  return files[0]!;
}
