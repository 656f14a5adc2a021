import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stripePaymentEvent, StripeSignatureError, verifyStripeEvent } from './stripe-webhook';

const SECRET = 'whsec_unit_test_secret';

function event(type: string, session: Record<string, unknown> = {}): Stripe.Event {
  return {
    id: 'evt_1',
    object: 'event',
    type,
    created: 1,
    livemode: false,
    data: {
      object: {
        id: 'cs_test_1',
        object: 'checkout.session',
        amount_total: 4999,
        currency: 'usd',
        payment_status: 'paid',
        ...session,
      },
    },
  } as unknown as Stripe.Event;
}

describe('stripePaymentEvent', () => {
  it.each([
    ['checkout.session.completed', 'paid'],
    ['checkout.session.async_payment_succeeded', 'paid'],
    ['checkout.session.async_payment_failed', 'failed'],
    ['checkout.session.expired', 'expired'],
  ] as const)('%s → %s', (type, meaning) => {
    expect(stripePaymentEvent(event(type))).toEqual({
      eventId: 'evt_1',
      type: meaning,
      sessionId: 'cs_test_1',
      amountCents: 4999,
      currency: 'USD',
    });
  });

  it('ignores a session completed before its payment arrived, and other events', () => {
    expect(stripePaymentEvent(event('checkout.session.completed', { payment_status: 'unpaid' }))).toBeNull();
    expect(stripePaymentEvent(event('payment_intent.succeeded'))).toBeNull();
    expect(stripePaymentEvent(event('charge.refunded'))).toBeNull();
  });

  it('gives a session without an amount one no order has', () => {
    expect(
      stripePaymentEvent(event('checkout.session.completed', { amount_total: null, currency: null })),
    ).toMatchObject({ amountCents: -1, currency: '' });
  });
});

describe('verifyStripeEvent', () => {
  const payload = JSON.stringify(event('checkout.session.completed'), null, 2);
  const bytes = new TextEncoder().encode(payload);

  it('reads an event signed with the endpoint secret over its exact bytes', () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    expect(verifyStripeEvent(bytes, signature, SECRET).id).toBe('evt_1');
  });

  it('refuses a missing, foreign, stale or tampered signature', () => {
    const foreign = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const good = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    expect(() => verifyStripeEvent(bytes, undefined, SECRET)).toThrow(StripeSignatureError);
    expect(() => verifyStripeEvent(bytes, 'garbage', SECRET)).toThrow(StripeSignatureError);
    expect(() => verifyStripeEvent(bytes, foreign, SECRET)).toThrow(StripeSignatureError);
    expect(() => verifyStripeEvent(bytes, stale, SECRET)).toThrow(StripeSignatureError);
    expect(() =>
      verifyStripeEvent(new TextEncoder().encode(JSON.stringify(JSON.parse(payload))), good, SECRET),
    ).toThrow(StripeSignatureError);
  });
});
