import { isRouteErrorResponse } from 'react-router';

/** A readable line for any thrown value: a route response's status, an Error's message, else its text. */
export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText || ''}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}
