/**
 * Small helpers for API tests that talk to the running store over real HTTP. Every answer
 * is checked against the published OpenAPI document (tests/support/documented-answers.ts).
 */
import { inject } from 'vitest';
import { storeAnswers } from './documented-answers';

/** `baseUrl`: a test's own store (own-store.ts); the shared one by default. */
export function apiUrl(path: string, baseUrl = inject('baseUrl')): string {
  return new URL(path, baseUrl).toString();
}

export async function getJson<T = unknown>(
  path: string,
  init?: RequestInit,
  baseUrl?: string,
): Promise<{ status: number; body: T; headers: Headers }> {
  const url = apiUrl(path, baseUrl);
  const res = await fetch(url, init);
  const text = await res.text();
  storeAnswers().check({
    method: init?.method ?? 'GET',
    url,
    status: res.status,
    contentType: res.headers.get('Content-Type'),
    text,
  });
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as T };
}

let clientCounter = 0;

/**
 * A client with its own address (X-Forwarded-For; the test server trusts it), so each
 * test has its own rate-limit budget, and an optional Bearer token; `baseUrl` for a test's
 * own store.
 */
export function createClient(options: { ip?: string; token?: string; baseUrl?: string } = {}) {
  clientCounter += 1;
  const ip = options.ip ?? `10.${process.pid % 250}.${Math.floor(clientCounter / 250) % 250}.${clientCounter % 250}`;
  let token = options.token;
  async function call<T>(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { 'X-Forwarded-For': ip };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return getJson<T>(
      path,
      { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
      options.baseUrl,
    );
  }
  return {
    ip,
    setToken(value: string | undefined) {
      token = value;
    },
    get: <T = unknown>(path: string) => call<T>('GET', path),
    post: <T = unknown>(path: string, body?: unknown) => call<T>('POST', path, body ?? {}),
    put: <T = unknown>(path: string, body?: unknown) => call<T>('PUT', path, body ?? {}),
    patch: <T = unknown>(path: string, body?: unknown) => call<T>('PATCH', path, body ?? {}),
    /** A body only when given (the SPEC's removeCategoryDiscount sends one). */
    delete: <T = unknown>(path: string, body?: unknown) => call<T>('DELETE', path, body),
  };
}
