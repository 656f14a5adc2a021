/**
 * Errors a service raises for the caller to show. Services know no HTTP; the API maps
 * each kind to its status (server/http/errors.ts).
 */
export type ServiceErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'unavailable'
  /** What was sent is larger than the store takes (an upload's bytes or pixels). */
  | 'too_large'
  /** What was sent is of a kind the store does not take (an upload that is no accepted image). */
  | 'unsupported';

export class ServiceError extends Error {
  /** For invalid: the message of each field at fault, so a form shows it under that field. */
  errors?: Record<string, string>;

  constructor(
    readonly kind: ServiceErrorKind,
    message: string,
    /** For rate_limited: seconds until trying again makes sense. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** An input refused for one field's sake: the message is the answer's and the field's. */
export function invalidField(field: string, message: string): ServiceError {
  const err = new ServiceError('invalid', message);
  err.errors = { [field]: message };
  return err;
}

/** A unique index refused the row: another request made the same one first (PostgreSQL's 23505, as pg or PGlite report it). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
