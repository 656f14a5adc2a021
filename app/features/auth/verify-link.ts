/**
 * The code page's address. It carries the sign-up request's id next to the e-mail: a code
 * counts only on the page of the request it was sent for (server/services/accounts/signup-requests.ts).
 */
export const REQUEST_PARAM = 'request';

export function verifyOtpPath(email: string, requestId: string | null, target: string): string {
  const search = new URLSearchParams({ email });
  if (requestId) search.set(REQUEST_PARAM, requestId);
  if (target !== '/') search.set('redirect', target);
  return `/auth/verifyOTP?${search}`;
}

/** The `requestId` a 403 sign-in answer carries for a sign-up still waiting for its code. */
export function requestIdFrom(body: unknown): string | null {
  const value = body && typeof body === 'object' ? (body as { requestId?: unknown }).requestId : null;
  return typeof value === 'string' ? value : null;
}
