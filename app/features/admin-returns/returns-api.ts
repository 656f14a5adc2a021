/**
 * The back office's return calls (decision 0052): GET /api/returns (the queue) and
 * POST /api/returns/{id}/approve, /reject and /receive, each answering the return after it.
 */
import type { AdminReturn, ReturnsAnswer } from '#domain/api-answer-schemas.ts';
import { apiFetch } from '#app/lib/api.ts';
import type { ReturnsPage, ReturnStep } from './return-display';
import { RETURNS_TEXT } from './returns-text';

/** Every queue page shares this prefix, so one step refreshes them all (and their counts). */
export const RETURNS_KEY = ['admin', 'returns'] as const;
export const returnsKey = ({ filter, page }: ReturnsPage) => [...RETURNS_KEY, filter, page] as const;

export function fetchReturns({ filter, page }: ReturnsPage, signal?: AbortSignal): Promise<ReturnsAnswer> {
  // The server's page size (the answer says it): domain/return-input.ts, which brings zod, stays out of this chunk.
  const params = new URLSearchParams({ page: String(page) });
  if (filter !== 'all') params.set('status', filter);
  return apiFetch<ReturnsAnswer>(`/returns?${params}`, { signal, defaultMessage: RETURNS_TEXT.loadFailed });
}

/** What each step sends. */
export interface StepBodies {
  approve: { note?: string };
  reject: { reason: string };
  receive: { restock: boolean };
}

const FAILED: Record<ReturnStep, string> = {
  approve: RETURNS_TEXT.approveFailed,
  reject: RETURNS_TEXT.rejectFailed,
  receive: RETURNS_TEXT.receiveFailed,
};

export function postReturnStep<S extends ReturnStep>(
  returnId: string,
  step: S,
  body: StepBodies[S],
): Promise<AdminReturn> {
  return apiFetch<AdminReturn>(`/returns/${encodeURIComponent(returnId)}/${step}`, {
    method: 'POST',
    body,
    defaultMessage: FAILED[step],
  });
}
