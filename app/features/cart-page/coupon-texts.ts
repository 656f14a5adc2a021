/**
 * The coupon texts the cart shows, from the cart's own code and from the server's answer,
 * in the page's language (decision 59). A refusal not listed here is shown as it came. The
 * server's refusals are domain/coupons.ts's APPLY_MESSAGES, written out: that module carries zod.
 */
import { msg } from '@lingui/core/macro';
import { domainPattern, domainTexts, type DomainPattern } from '#app/features/i18n/index.ts';
import { COUPON_TEXT } from './cart-api';

export const COUPON_TEXTS = domainTexts([
  [COUPON_TEXT.blank, msg`Please enter a coupon code.`],
  [COUPON_TEXT.network, msg`Failed to apply coupon`],
  [COUPON_TEXT.invalid, msg`Invalid or inapplicable coupon.`],
  [COUPON_TEXT.removed, msg`Coupon removed.`],
  ['This coupon code is not valid.', msg`This coupon code is not valid.`],
  ['Coupon not found.', msg`Coupon not found.`],
  ['This coupon has expired.', msg`This coupon has expired.`],
  ['This coupon has reached its usage limit.', msg`This coupon has reached its usage limit.`],
  [
    'This coupon applies to a product that is not in your cart.',
    msg`This coupon applies to a product that is not in your cart.`,
  ],
  ['Your cart is empty.', msg`Your cart is empty.`],
  ['Cart updated. Please re-apply your coupon.', msg`Cart updated. Please re-apply your coupon.`],
]);

/** The server's refusals that carry a value: the amount as the server wrote it, the category as the store names it. */
export const COUPON_PATTERNS: readonly DomainPattern[] = [
  domainPattern<'amount'>(
    /^This coupon needs an order of at least (?<amount>.+)\.$/u,
    ({ amount }) => msg`This coupon needs an order of at least ${amount}.`,
  ),
  domainPattern<'category'>(
    /^This coupon applies only to (?<category>.+) items, and there are none in your cart\.$/u,
    ({ category }) => msg`This coupon applies only to ${category} items, and there are none in your cart.`,
  ),
];
