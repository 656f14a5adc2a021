/** Small helpers for API tests that talk to the running store over real HTTP. */
import { inject } from 'vitest';

export function apiUrl(path: string): string {
  return new URL(path, inject('baseUrl')).toString();
}

export async function getJson<T = unknown>(path: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(apiUrl(path), init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as T };
}
