/**
 * Compares the stored cart with the server's quote: prices and stock may have changed
 * since the lines were added. Pure: it says what to change and what to tell the shopper;
 * the page applies it through the cart store's actions.
 */
import { msg, plural } from '@lingui/core/macro';
import { ENGLISH_I18N, type I18n } from '#app/lib/i18n-runtime.tsx';
import { cartLineId, type CartItem } from '#domain/cart.ts';
import { formatMoney, toCents } from '#domain/money.ts';
import { asLanguage } from '#domain/languages.ts';
import type { CartQuoteAnswer } from '#domain/api-answer-schemas.ts';
import { colorLabel } from '#domain/color-label.ts';

/** What the server says about one line now. */
export interface LineQuote {
  price: number;
  discountedPrice: number;
  stock: number;
}

export type CartAdjustment =
  | { kind: 'remove'; lineId: string; message: string }
  | { kind: 'quantity'; lineId: string; quantity: number; message: string };

export interface PriceChange {
  lineId: string;
  /** Identifies this change, so it is announced once however often the cart is quoted. */
  key: string;
  message: string;
}

export interface Reconciliation {
  /** Server facts by cart line id, for the lines the server still sells. */
  lines: Map<string, LineQuote>;
  adjustments: CartAdjustment[];
  priceChanges: PriceChange[];
}

export function lineName(item: CartItem): string {
  return item.product.name.trim() || 'This item';
}

export const RECONCILE_TEXT = {
  unavailable: (item: CartItem) => {
    const name = lineName(item);
    const color = colorLabel(item.variant.color);
    const size = item.variant.size;
    return msg`${name} (${color}, ${size}) is no longer available and was removed.`;
  },
  fewerLeft: (item: CartItem, stock: number) => {
    const name = lineName(item);
    return msg`${plural(stock, {
      one: `Only # of ${name} is left; we changed the quantity.`,
      other: `Only # of ${name} are left; we changed the quantity.`,
    })}`;
  },
  priceChanged: (item: CartItem, from: string, to: string) => {
    const name = lineName(item);
    return msg`The price of ${name} changed from ${from} to ${to}.`;
  },
} as const;

/** The server's facts by cart line id, for the lines it still sells. */
export function quotedLines(quote: Pick<CartQuoteAnswer, 'lines'>): Map<string, LineQuote> {
  const lines = new Map<string, LineQuote>();
  for (const line of quote.lines) {
    lines.set(cartLineId(line.productId, line.color, line.size), {
      price: line.price,
      discountedPrice: line.discountedPrice,
      stock: Math.max(0, Math.floor(line.stock)),
    });
  }
  return lines;
}

export function reconcileWithQuote(
  items: readonly CartItem[],
  quote: Pick<CartQuoteAnswer, 'lines' | 'missing'>,
  currency: string,
  i18n: I18n = ENGLISH_I18N,
): Reconciliation {
  const lines = quotedLines(quote);

  const adjustments: CartAdjustment[] = [];
  const priceChanges: PriceChange[] = [];
  for (const item of items) {
    const server = lines.get(item._id);
    // Not in the answer at all (listed under `missing`), or sold out in this size.
    if (!server || server.stock <= 0) {
      adjustments.push({ kind: 'remove', lineId: item._id, message: i18n._(RECONCILE_TEXT.unavailable(item)) });
      continue;
    }
    if (item.quantity > server.stock) {
      adjustments.push({
        kind: 'quantity',
        lineId: item._id,
        quantity: server.stock,
        message: i18n._(RECONCILE_TEXT.fewerLeft(item, server.stock)),
      });
    }
    const before = toCents(item.variant.discountedPrice);
    const now = toCents(server.discountedPrice);
    if (before !== now) {
      priceChanges.push({
        lineId: item._id,
        key: `${item._id}:${before}:${now}`,
        message: i18n._(
          RECONCILE_TEXT.priceChanged(
            item,
            formatMoney(before, currency, asLanguage(i18n.locale)),
            formatMoney(now, currency, asLanguage(i18n.locale)),
          ),
        ),
      });
    }
  }
  return { lines, adjustments, priceChanges };
}
