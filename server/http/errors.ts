/**
 * API errors are JSON `{ message }` (validation adds `errors: { field: message }`) with
 * the right status. Nothing else — no stack trace — ever reaches a client.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import type { core } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '#domain/database-unavailable.ts';
import { isDatabaseUnavailable } from '#server/db/unavailable.ts';
import { ServiceError, type ServiceErrorKind } from '#server/services/errors.ts';
import { CLIENT_CLOSED_REQUEST, clientClosedRequest } from './client-closed';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * An unexpected failure of a call whose screen has its own words for it (SPEC §8 wrapper
 * texts such as 'failed to create product'): logged like any unexpected error, answered
 * 500 with that text instead of the generic one.
 */
export class RequestFailed extends Error {
  constructor(
    message: string,
    readonly failure: unknown,
  ) {
    super(message);
  }
}

/** Runs `work`; an error that is not already a deliberate answer becomes a RequestFailed with `message`. */
export async function failingWith<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ServiceError || err instanceof HttpError || err instanceof HTTPException) throw err;
    throw new RequestFailed(message, err);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const notFound = (message = 'Not Found') => new HttpError(404, message);

/** Turns a zod failure into a 400 whose `errors` maps each field to its first message. */
export function validationError(
  error: { issues: readonly core.$ZodIssue[] },
  message = 'Please correct the highlighted fields.',
): HttpError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  const only = Object.values(errors);
  return badRequest(only.length === 1 ? only[0]! : message, errors);
}

const SERVICE_ERROR_STATUS: Record<ServiceErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  // The payment provider failed or none is configured; nothing was changed.
  unavailable: 503,
  too_large: 413,
  unsupported: 415,
};

export function errorResponse(c: Context, err: unknown, logger: Logger) {
  // Reading the body of a request whose client hung up fails: nobody is there to answer.
  if (clientClosedRequest(c)) return c.body(null, CLIENT_CLOSED_REQUEST as ContentfulStatusCode);
  if (err instanceof ServiceError) {
    if (err.retryAfterSeconds) c.header('Retry-After', String(err.retryAfterSeconds));
    return c.json(
      err.errors ? { message: err.message, errors: err.errors } : { message: err.message },
      SERVICE_ERROR_STATUS[err.kind],
    );
  }
  if (err instanceof HttpError) {
    return c.json(err.errors ? { message: err.message, errors: err.errors } : { message: err.message }, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    return c.json({ message: err.message || 'Request failed.' }, status);
  }
  // Nothing was changed (PostgreSQL rolled the transaction back), and trying again soon works.
  if (isDatabaseUnavailable(err instanceof RequestFailed ? err.failure : err)) {
    logger.warn({ err, path: c.req.path }, 'the database could not be reached: answered 503');
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json({ message: DATABASE_UNAVAILABLE_MESSAGE }, 503);
  }
  if (err instanceof RequestFailed) {
    logger.error({ err: err.failure, path: c.req.path }, 'unhandled error');
    return c.json({ message: err.message }, 500);
  }
  logger.error({ err, path: c.req.path }, 'unhandled error');
  return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
}
