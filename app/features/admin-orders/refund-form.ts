/**
 * The refund dialog's fields, their check and the amount they come to, with the rules the
 * server applies (domain/refunds.ts), so the owner sees the amount before confirming and a
 * field's message before anything is sent (decision 0050). The server computes the amount
 * again from the order; the dialog never sends one.
 */
import type { OrderPageAnswer } from '#domain/api-answer-schemas.ts';
import { isSafeText } from '#domain/input-checks.ts';
import { toCents } from '#domain/money.ts';
import type { RefundInput } from '#domain/orders.ts';
import { planRefund, REFUND_LIMITS, REFUND_TEXT, type RefundableOrder, type RefundPlan } from '#domain/refunds.ts';
import type { Validation } from '#app/lib/use-form.ts';
import { adminMoney } from '#app/features/admin/index.ts';

/** `qty.<itemId>`: the units of that line to refund; `reason`, `shipping`, `restock`. */
export type RefundDraft = Record<string, string | boolean>;

export const quantityField = (itemId: string) => `qty.${itemId}`;

/** The order as the refund rules see it: what each line was charged and what went back already. */
export function refundableOrder({ order, refunds }: Pick<OrderPageAnswer, 'order' | 'refunds'>): RefundableOrder {
  const refundedUnits = (itemId: string) =>
    refunds.flatMap((r) => r.lines).reduce((n, l) => (l.itemId === itemId ? n + l.quantity : n), 0);
  return {
    totalCents: toCents(order.finalTotal),
    shippingCents: toCents(order.shippingCost),
    refundedCents: refunds.reduce((sum, r) => sum + toCents(r.amount), 0),
    shippingRefunded: refunds.some((r) => r.shipping > 0),
    lines: order.items.map((item) => ({
      id: item._id,
      quantity: item.quantity,
      unitPriceCents: toCents(item.variant.discountedPrice),
      discountCents: toCents(item.discount),
      refundedQuantity: refundedUnits(item._id),
    })),
  };
}

export function emptyRefundDraft(order: RefundableOrder): RefundDraft {
  return {
    reason: '',
    shipping: false,
    restock: false,
    ...Object.fromEntries(order.lines.map((l) => [quantityField(l.id), '0'])),
  };
}

const units = (value: string | boolean | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : NaN;
};

/** What the draft asks for, as the API takes it (without the key). */
export function refundChoice(order: RefundableOrder, draft: RefundDraft) {
  return {
    lines: order.lines
      .map((l) => ({ itemId: l.id, quantity: units(draft[quantityField(l.id)]) }))
      .filter((l) => l.quantity !== 0),
    shipping: draft.shipping === true,
  };
}

/** The amount the draft comes to, or why it cannot be refunded. */
export function refundPlan(
  order: RefundableOrder,
  draft: RefundDraft,
  currency: string,
  name: (itemId: string) => string,
): RefundPlan {
  const choice = refundChoice(order, draft);
  if (choice.lines.some((l) => Number.isNaN(l.quantity)))
    return { ok: false, kind: 'invalid', message: 'Each quantity is a whole number.' };
  return planRefund(order, choice, name, (cents) => adminMoney(cents, currency));
}

export function checkRefundDraft(
  order: RefundableOrder,
  draft: RefundDraft,
  currency: string,
  name: (itemId: string) => string,
): Validation<RefundDraft> {
  const errors: Record<string, string> = {};
  const reason = String(draft.reason ?? '').trim();
  if (!reason) errors.reason = REFUND_TEXT.reason;
  else if (reason.length > REFUND_LIMITS.reason) errors.reason = REFUND_TEXT.reasonTooLong;
  else if (!isSafeText(reason, { multiline: true })) errors.reason = REFUND_TEXT.unsafe;
  const plan = refundPlan(order, draft, currency, name);
  if (!plan.ok) errors.lines = plan.message;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values: { ...draft, reason } };
}

/** The checked draft as POST /orders/{id}/refunds takes it. */
export function refundInput(order: RefundableOrder, draft: RefundDraft, idempotencyKey: string): RefundInput {
  return {
    idempotencyKey,
    ...refundChoice(order, draft),
    reason: String(draft.reason).trim(),
    restock: draft.restock === true,
  };
}
