/** Order and payment statuses (SPEC §4) and the admin status change input (SPEC §5). */
import { z } from 'zod';
import {
  CARRIER_IDS,
  carrierNameProblem,
  normalTrackingNumber,
  SHIPMENT_LIMITS,
  SHIPMENT_TEXT,
  trackingNumberProblem,
  trackingUrlProblem,
} from './carriers';
import { isSafeText } from './input-checks';
import { NOTE_LIMITS, NOTE_TEXT } from './order-notes';

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
  shipmentWithoutShipping: 'A carrier and tracking number go with marking the order shipped.',
} as const;

/** Orders are shown by the last 8 characters of their id (SPEC §9). */
export function orderNumber(id: string): string {
  return id.slice(-8);
}

/** The parcel an order is shipped in (decision 0047): a listed carrier and its number, or `other` with a name and a link. */
export const shipmentInputSchema = z
  .object({
    carrier: z.enum(CARRIER_IDS, { error: SHIPMENT_TEXT.carrier }),
    trackingNumber: z
      .string({ error: SHIPMENT_TEXT.trackingNumber })
      .max(200, { error: SHIPMENT_TEXT.trackingNumber })
      .check(z.refine((typed) => trackingNumberProblem(typed) === null, { error: SHIPMENT_TEXT.trackingNumber }))
      .transform(normalTrackingNumber),
    carrierName: z.optional(
      z
        .string({ error: SHIPMENT_TEXT.carrierName })
        .max(200, { error: SHIPMENT_TEXT.carrierName })
        .check(z.refine((typed) => carrierNameProblem(typed) === null, { error: SHIPMENT_TEXT.carrierName }))
        .transform((typed) => typed.trim()),
    ),
    trackingUrl: z.optional(
      z
        .string({ error: SHIPMENT_TEXT.trackingUrl })
        .max(SHIPMENT_LIMITS.trackingUrl, { error: SHIPMENT_TEXT.trackingUrl })
        .check(z.refine((typed) => trackingUrlProblem(typed) === null, { error: SHIPMENT_TEXT.trackingUrl }))
        .transform((typed) => typed.trim()),
    ),
  })
  .check((ctx) => {
    // A listed carrier's link is made from its template; another carrier brings its name and link.
    if (ctx.value.carrier !== 'other') return;
    if (!ctx.value.carrierName)
      ctx.issues.push({ code: 'custom', input: ctx.value, path: ['carrierName'], message: SHIPMENT_TEXT.carrierName });
    if (!ctx.value.trackingUrl)
      ctx.issues.push({ code: 'custom', input: ctx.value, path: ['trackingUrl'], message: SHIPMENT_TEXT.trackingUrl });
  });
export type ShipmentInput = z.output<typeof shipmentInputSchema>;

export const orderStatusSchema = z.object({
  orderStatus: z.enum(ORDER_STATUSES, { error: ORDER_MESSAGES.invalidStatus }),
  /** Marks an unpaid order shipped or delivered; without it that change is refused (409). */
  force: z.optional(z.boolean({ error: 'force must be true or false' })),
  /** With `shipped`: the carrier and tracking number the shopper is given. */
  shipment: z.optional(shipmentInputSchema),
});

/** An internal note on an order (never shown to the shopper). */
export const orderNoteInputSchema = z.object({
  text: z
    .string({ error: NOTE_TEXT.required })
    .trim()
    .check(
      z.refine((note) => note.length >= NOTE_LIMITS.min, { error: NOTE_TEXT.required, abort: true }),
      z.refine((note) => note.length <= NOTE_LIMITS.max, { error: NOTE_TEXT.tooLong, abort: true }),
      z.refine((note) => isSafeText(note, { multiline: true }), { error: NOTE_TEXT.unsafe }),
    ),
});
