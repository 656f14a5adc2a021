import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '#domain/orders.ts';
import { RETURN_REASONS, RETURN_STATUS_LABELS, RETURN_TEXT } from '#domain/returns.ts';
import { DEFAULT_SHIPPING_METHODS } from '#domain/shipping.ts';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from './order-display';
import { ORDER_TEXTS, RETURN_TEXTS } from './order-texts';

describe("the orders' words in the page's language", () => {
  it('lists every status, return step, reason and first shipping method the pages show', () => {
    const shown = [
      ...ORDER_STATUSES.map((status) => ORDER_STATUS_LABELS[status].label),
      ...PAYMENT_STATUSES.map((status) => PAYMENT_STATUS_LABELS[status].label),
      ...Object.values(RETURN_STATUS_LABELS),
      ...Object.values(RETURN_REASONS),
      ...DEFAULT_SHIPPING_METHODS.map((method) => method.name),
    ];
    expect(shown.filter((text) => !ORDER_TEXTS.has(text))).toEqual([]);
  });

  it('lists the return texts that name nothing of the order, as domain/returns writes them', () => {
    const fixed = [
      RETURN_TEXT.notDelivered,
      RETURN_TEXT.notPaid,
      RETURN_TEXT.nothingChosen,
      RETURN_TEXT.unknownLine,
      RETURN_TEXT.quantity,
      RETURN_TEXT.reason,
      RETURN_TEXT.comment,
      RETURN_TEXT.commentTooLong,
      RETURN_TEXT.unsafe,
      RETURN_TEXT.tooManyRequests,
      RETURN_TEXT.requested,
      RETURN_TEXT.requestFailed,
    ];
    expect(fixed.filter((text) => !RETURN_TEXTS.has(text))).toEqual([]);
  });
});
