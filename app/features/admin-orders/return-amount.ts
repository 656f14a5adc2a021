/**
 * What receiving one of the order's returns refunds, for the order page's Receive dialog: its
 * units at what each was charged, after the units of their lines refunded before — the
 * figure the returns queue has from the server (`AdminReturn.amount`, computed the same way
 * with `lineRefundCents`). A received return shows what it refunded.
 */
import type { ApiReturn, OrderPageAnswer } from '#domain/api-answer-schemas.ts';
import { fromCents } from '#domain/money.ts';
import { lineRefundCents } from '#domain/refunds.ts';
import { refundableOrder } from './refund-form';

export function returnAmount(page: Pick<OrderPageAnswer, 'order' | 'refunds'>, ret: ApiReturn): number {
  if (ret.refund) return ret.refund.amount;
  const { lines } = refundableOrder(page);
  let cents = 0;
  for (const { itemId, quantity } of ret.lines) {
    const line = lines.find((l) => l.id === itemId);
    if (!line) continue;
    // The return's own units are not among those refunded yet: at most what the rest of the line leaves.
    cents += lineRefundCents(
      { ...line, refundedQuantity: Math.min(line.quantity - quantity, line.refundedQuantity) },
      quantity,
    );
  }
  return fromCents(cents);
}
