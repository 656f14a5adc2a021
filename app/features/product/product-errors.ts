import { isRouteErrorResponse } from 'react-router';

/** SPEC §2/§8 product page errors, word for word. */
export const PRODUCT_ID_MISSING = 'Product ID is missing.';
export const PRODUCT_NOT_FOUND = 'Product not found.';
export const PRODUCT_FETCH_FAILED = 'Failed to fetch product details.';

const KNOWN = new Set([PRODUCT_ID_MISSING, PRODUCT_NOT_FOUND]);

/**
 * The message for whatever the product route threw: the loader's own 400/404 messages,
 * a bare 404 as not found, anything else (the database failing, a network error on a
 * client navigation) as a failed fetch — never a raw internal message.
 */
export function productErrorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const message = (error.data as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && KNOWN.has(message)) return message;
    if (error.status === 404) return PRODUCT_NOT_FOUND;
  }
  return PRODUCT_FETCH_FAILED;
}
