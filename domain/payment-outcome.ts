/**
 * How the payment step learns what happened on the payment page: the flags on its address
 * and what the screen says for each. Zod-free, so the step's bundle stays small.
 */

/** Where the shopper lands after a declined card: the payment step with a flag its screen explains. */
export const DECLINED_REDIRECT = '/checkout/payment?payment=declined';

export const PAYMENT_OUTCOME_TEXT = {
  declined: 'Your card was declined. Nothing was charged; please try another card.',
  cancelled:
    'Payment cancelled. Nothing was charged and your cart is as you left it; you can pay whenever you are ready.',
} as const;
