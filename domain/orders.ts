/** Order and payment statuses (SPEC §4) and the admin status change input (SPEC §5). */
import { z } from 'zod';

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'delivered', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_MESSAGES = {
  invalidStatus: 'Invalid status selected',
  notFound: 'Order not found or invalid',
  couponUsedUp: 'Coupon usage limit reached',
  emptyCart: 'Your cart is empty.',
  notEnoughStock: (name: string, color: string, size: string, left: number) =>
    left > 0
      ? `Only ${left} left of ${name} (${color}, ${size}). Please lower the quantity.`
      : `${name} (${color}, ${size}) is sold out. Please remove it from your cart.`,
  unavailable: (name: string) => `${name} is no longer available. Please remove it from your cart.`,
  noProvider: 'This store is not taking payments yet. Please try again later.',
  paymentFailed: 'We could not start the payment. Nothing was charged; please try again.',
  paymentNotCancelled:
    'This payment is already going through and can no longer be cancelled. Please check your e-mail for the confirmation.',
  /** A cancelled order is reopened only if its units can be taken again (they may have been sold since). */
  cannotReopen: (item: string, left: number) =>
    left > 0
      ? `Only ${left} left of ${item}: this order cannot be reopened until that size is restocked.`
      : `${item} is no longer in stock: this order cannot be reopened until that size is restocked.`,
  /** Shipping an order nobody has paid for is allowed, but only when the owner says so (`force`). */
  notPaid: (status: string) => `This order is not paid. Confirm that you want to mark it ${status} anyway.`,
} as const;

/** Orders are shown by the last 8 characters of their id (SPEC §9). */
export function orderNumber(id: string): string {
  return id.slice(-8);
}

export const orderStatusSchema = z.object({
  orderStatus: z.enum(ORDER_STATUSES, { error: ORDER_MESSAGES.invalidStatus }),
  /** Marks an unpaid order shipped or delivered; without it that change is refused (409). */
  force: z.optional(z.boolean({ error: 'force must be true or false' })),
});
