/**
 * The one way the browser calls the store's JSON API. Adds the Bearer token when one is
 * stored (SPEC §6) and turns a failure into an ApiError carrying the server's `message`, else
 * the caller's default (SPEC §8). Answer types are `z.output` of the answer schemas in
 * domain/api-answer-schemas.ts, imported with `import type`; the server's handlers are
 * checked against the same types (decisions 0025 and 0044).
 */
import { ApiError } from './api-error';
import { getToken } from './auth-token';

export { ApiError, errorText } from './api-error';

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A body sent as it is instead of JSON (the catalogue import's CSV file). */
  text?: { contentType: string; body: string };
  /** Shown when the server gives no message (or cannot be reached). */
  defaultMessage?: string;
  signal?: AbortSignal;
}

const API_BASE = '/api';

export async function apiFetch<T>(
  path: string,
  {
    method = 'GET',
    body,
    text,
    defaultMessage = 'Something went wrong. Please try again.',
    signal,
  }: ApiFetchOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (text) headers['Content-Type'] = text.contentType;
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: text ? text.body : body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(defaultMessage, 0);
  }

  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const record = (data && typeof data === 'object' ? data : {}) as { message?: unknown; errors?: unknown };
    const message = typeof record.message === 'string' && record.message ? record.message : defaultMessage;
    const fieldErrors =
      record.errors && typeof record.errors === 'object'
        ? Object.fromEntries(
            Object.entries(record.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
          )
        : {};
    const retryAfter = Number(response.headers.get('Retry-After'));
    throw new ApiError(
      message,
      response.status,
      fieldErrors,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
      data,
    );
  }
  return data as T;
}

/** A 4xx answer: asking again would get the same answer, so queries do not retry it. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
