/**
 * API errors are JSON `{ message }` (validation adds `errors: { field: message }`) with
 * the right status. Nothing else — no stack trace — ever reaches a client.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import type { core } from 'zod';
import { ServiceError, type ServiceErrorKind } from '../services/errors';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const notFound = (message = 'Not Found') => new HttpError(404, message);

/** Turns a zod failure into a 400 whose `errors` maps each field to its first message. */
export function validationError(error: { issues: readonly core.$ZodIssue[] }, message = 'Please correct the highlighted fields.'): HttpError {
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
};

export function errorResponse(c: Context, err: unknown, logger: Logger) {
  if (err instanceof ServiceError) {
    if (err.retryAfterSeconds) c.header('Retry-After', String(err.retryAfterSeconds));
    return c.json({ message: err.message }, SERVICE_ERROR_STATUS[err.kind]);
  }
  if (err instanceof HttpError) {
    return c.json(err.errors ? { message: err.message, errors: err.errors } : { message: err.message }, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    return c.json({ message: err.message || 'Request failed.' }, status);
  }
  logger.error({ err, path: c.req.path }, 'unhandled error');
  return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
}
