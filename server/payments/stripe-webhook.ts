/**
 * Stripe's webhook (decision 22): a request is believed only when its Stripe-Signature
 * header signs its exact bytes with the endpoint's secret; its Checkout events then
 * become the store's PaymentEvents, which the order service applies exactly once.
 */
import Stripe from 'stripe';
import type { PaymentEvent } from './provider';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

/** The Checkout events the store acts on; the webhook endpoint subscribes to these. */
export const STRIPE_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;

export const STRIPE_WEBHOOK_MESSAGES = {
  badSignature: 'The Stripe-Signature header is missing or does not sign this request.',
} as const;

export class StripeSignatureError extends Error {}

/**
 * The event Stripe sent, verified against the raw body: a missing, malformed, wrongly
 * signed or stale (over 5 minutes) signature is a StripeSignatureError.
 */
export function verifyStripeEvent(
  rawBody: Uint8Array,
  signature: string | undefined,
  webhookSecret: string,
): Stripe.Event {
  if (!signature) throw new StripeSignatureError(STRIPE_WEBHOOK_MESSAGES.badSignature);
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch (err) {
    throw new StripeSignatureError(STRIPE_WEBHOOK_MESSAGES.badSignature, { cause: err });
  }
}

/**
 * What a Stripe event means for an order, or null for events the store does not act on.
 * A completed session is paid only when Stripe says so: with a delayed payment method
 * (a bank debit) it completes unpaid, and async_payment_succeeded or _failed follows.
 */
export function stripePaymentEvent(event: Stripe.Event): PaymentEvent | null {
  let type: PaymentEvent['type'];
  switch (event.type) {
    case 'checkout.session.completed':
      if (event.data.object.payment_status !== 'paid') return null;
      type = 'paid';
      break;
    case 'checkout.session.async_payment_succeeded':
      type = 'paid';
      break;
    case 'checkout.session.async_payment_failed':
      type = 'failed';
      break;
    case 'checkout.session.expired':
      type = 'expired';
      break;
    default:
      return null;
  }
  const session = event.data.object;
  return {
    eventId: event.id,
    type,
    sessionId: session.id,
    // A session without an amount can match no order: the order service refuses a paid event whose amount differs.
    amountCents: session.amount_total ?? -1,
    currency: (session.currency ?? '').toUpperCase(),
  };
}
