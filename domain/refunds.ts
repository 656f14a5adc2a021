/**
 * Refunds (decision 0050): what the owner may give back and how much it comes to. Zod-free,
 * so the back office's refund dialog computes the same amount the server will charge back.
 *
 * A line is refunded at what it was charged: its unit price after the store's discounts,
 * times its quantity, less its share of the coupon. Its units are refunded so that all of
 * them add up to exactly that (the cents a division leaves go with the last unit), the
 * shipping once, and never more than the order's paid total altogether.
 */
import type { Cents } from './money';

export const REFUND_LIMITS = { reason: 500, key: 100 } as const;

/** Payment statuses whose money can be given back. */
export const REFUNDABLE_PAYMENT_STATUSES = ['paid', 'delivered', 'partially_refunded'] as const;

export function isRefundable(paymentStatus: string): boolean {
  return (REFUNDABLE_PAYMENT_STATUSES as readonly string[]).includes(paymentStatus);
}

export const REFUND_TEXT = {
  reason: 'Please give the reason for the refund.',
  reasonTooLong: `The reason is at most ${REFUND_LIMITS.reason} characters.`,
  unsafe: 'The reason contains characters that are not allowed.',
  key: 'The request needs its idempotency key (letters, digits, - and _, up to 100).',
  quantity: 'Each quantity is a whole number of at least 1.',
  nothingChosen: 'Choose at least one unit or the shipping to refund.',
  notPaid: 'Only a paid order can be refunded.',
  unknownLine: 'A chosen line is not part of this order.',
  tooMany: (name: string, left: number) =>
    left > 0 ? `Only ${left} of ${name} can still be refunded.` : `${name} has already been refunded.`,
  shippingRefunded: 'The shipping has already been refunded.',
  overPaid: (left: string) => `That is more than is left to refund (${left}).`,
  keyOfAnotherOrder: 'This idempotency key was used for another order.',
  providerFailed: 'The payment provider did not make the refund. Nothing was refunded; please try again.',
  otherProvider: (method: string) =>
    `This order was paid through “${method}”, which is not the store’s payment provider now: refund it there.`,
  dashboardReason: 'Refunded at the payment provider',
} as const;

/** One order line as the refund rules see it. */
export interface RefundableLine {
  id: string;
  quantity: number;
  unitPriceCents: Cents;
  /** The line's share of the coupon. */
  discountCents: Cents;
  /** Units of it refunded already. */
  refundedQuantity: number;
}

/** What the line was charged for its first `units` units: its net spread over its units, the rounding at the end. */
function chargedFor(line: RefundableLine, units: number): Cents {
  const net = line.unitPriceCents * line.quantity - line.discountCents;
  return units >= line.quantity ? net : Math.floor((net * units) / line.quantity);
}

/** What refunding `quantity` more units of the line gives back. */
export function lineRefundCents(line: RefundableLine, quantity: number): Cents {
  return chargedFor(line, line.refundedQuantity + quantity) - chargedFor(line, line.refundedQuantity);
}

export interface RefundChoice {
  lines: { itemId: string; quantity: number }[];
  shipping: boolean;
}

export interface RefundableOrder {
  totalCents: Cents;
  shippingCents: Cents;
  /** Given back already (refunds made or under way). */
  refundedCents: Cents;
  shippingRefunded: boolean;
  lines: RefundableLine[];
}

export type RefundPlan =
  | {
      ok: true;
      amountCents: Cents;
      shippingCents: Cents;
      lines: { itemId: string; quantity: number; amountCents: Cents }[];
    }
  /** `invalid`: the choice names nothing refundable; `conflict`: it asks for more than is left. */
  | { ok: false; kind: 'invalid' | 'conflict'; message: string };

/**
 * The refund of a choice, or why it cannot be made. `name` says a line for messages. When the
 * choice gives back everything still unrefunded, its amount is what is left of the total,
 * so a whole order refunded in parts adds up to exactly what was paid.
 */
export function planRefund(
  order: RefundableOrder,
  choice: RefundChoice,
  name: (itemId: string) => string,
  money: (cents: Cents) => string,
): RefundPlan {
  const chosen = choice.lines.filter((l) => l.quantity > 0);
  if (chosen.length === 0 && !choice.shipping)
    return { ok: false, kind: 'invalid', message: REFUND_TEXT.nothingChosen };
  if (choice.shipping && order.shippingRefunded)
    return { ok: false, kind: 'conflict', message: REFUND_TEXT.shippingRefunded };
  const lines: { itemId: string; quantity: number; amountCents: Cents }[] = [];
  const seen = new Set<string>();
  for (const { itemId, quantity } of chosen) {
    const line = order.lines.find((l) => l.id === itemId);
    if (!line || seen.has(itemId)) return { ok: false, kind: 'invalid', message: REFUND_TEXT.unknownLine };
    seen.add(itemId);
    const left = line.quantity - line.refundedQuantity;
    if (quantity > left) return { ok: false, kind: 'conflict', message: REFUND_TEXT.tooMany(name(itemId), left) };
    lines.push({ itemId, quantity, amountCents: lineRefundCents(line, quantity) });
  }
  const shippingCents = choice.shipping ? order.shippingCents : 0;
  const leftToRefund = order.totalCents - order.refundedCents;
  const everything =
    (order.shippingRefunded || choice.shipping || order.shippingCents === 0) &&
    order.lines.every((l) => l.refundedQuantity + (lines.find((c) => c.itemId === l.id)?.quantity ?? 0) === l.quantity);
  const computed = lines.reduce((sum, l) => sum + l.amountCents, 0) + shippingCents;
  const amountCents = everything ? leftToRefund : computed;
  if (amountCents > leftToRefund || amountCents <= 0)
    return { ok: false, kind: 'conflict', message: REFUND_TEXT.overPaid(money(Math.max(0, leftToRefund))) };
  return { ok: true, amountCents, shippingCents, lines };
}

/** The payment status an order has once `refundedCents` of its `totalCents` went back. */
export function paymentStatusAfterRefunds(totalCents: Cents, refundedCents: Cents): 'refunded' | 'partially_refunded' {
  return refundedCents >= totalCents ? 'refunded' : 'partially_refunded';
}
