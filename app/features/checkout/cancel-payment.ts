/**
 * When the shopper cancels on the payment provider's page, the provider sends them back to
 * /checkout/payment?cancelled=1&order={id}&token={token}. The payment step calls
 * `cancelPendingPayment` with those two values: the unpaid order then gives back its stock
 * and coupon use at once (instead of holding them until its session ends), and paying again
 * starts a fresh order.
 */
import { isEntityId } from '#domain/input-checks.ts';
import type { CancelledPaymentAnswer } from '#domain/api-answer-schemas.ts';
import { apiFetch } from '#app/lib/api.ts';

/** Said when the server could not be asked, or said nothing. */
export const CANCEL_FAILED = 'We could not cancel the unfinished payment. It will end by itself within 30 minutes.';

export interface PendingPayment {
  orderId: string;
  token: string;
}

/** The order a "cancelled" return names, when it names one properly; null otherwise. */
export function pendingPaymentFromSearch(search: URLSearchParams): PendingPayment | null {
  const orderId = search.get('order');
  const token = search.get('token');
  if (search.get('cancelled') !== '1' || !orderId || !token || !isEntityId(orderId) || token.length > 200) return null;
  return { orderId, token };
}

/** Ends the unpaid order; throws ApiError with the server's message (e.g. when the payment is already going through). */
export function cancelPendingPayment(orderId: string, token: string): Promise<CancelledPaymentAnswer> {
  return apiFetch<CancelledPaymentAnswer>(`/orders/${encodeURIComponent(orderId)}/cancel-payment`, {
    method: 'POST',
    body: { token },
    defaultMessage: CANCEL_FAILED,
  });
}
