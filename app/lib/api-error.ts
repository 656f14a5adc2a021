/**
 * A failed API call as the browser sees it (app/lib/api.ts makes them). Kept apart from the
 * client so a form can read a failure's messages without loading the client itself.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** Per-field messages of a validation error (`errors` in the body). */
    readonly fieldErrors: Record<string, string> = {},
    /** From Retry-After on a 429. */
    readonly retryAfterSeconds: number | null = null,
    /** The whole answer, for the few failures that carry more than a message (e.g. a 403 sign-in's `requestId`). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's message for an API failure; the fallback for anything else. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
