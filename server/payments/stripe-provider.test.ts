import { describe, expect, it } from 'vitest';
import { PaymentProviderError, type PaymentSessionRequest } from './provider';
import { checkoutSessionParams, stripeExpiresAt, stripeLineItems } from './stripe-provider';

const request = (over: Partial<PaymentSessionRequest> = {}): PaymentSessionRequest => ({
  orderId: 'order-1',
  amountCents: 3 * 1000 + 2 * 500 + 999,
  currency: 'USD',
  email: 'buyer@example.com',
  lines: [
    { name: 'Coat (Black, M)', unitAmountCents: 1000, quantity: 3 },
    { name: 'Scarf (Red, One size)', unitAmountCents: 500, quantity: 2 },
  ],
  shippingCents: 999,
  discountCents: 0,
  successUrl: 'https://shop.example/checkout/success?order=order-1&token=t',
  cancelUrl: 'https://shop.example/checkout/payment?cancelled=1',
  expiresAt: new Date('2030-01-01T00:30:00Z'),
  ...over,
});

const total = (lines: ReturnType<typeof stripeLineItems>) =>
  lines.reduce((sum, l) => sum + l.unitAmountCents * l.quantity, 0);

describe('stripeLineItems', () => {
  it('keeps lines as they are without a discount', () => {
    expect(stripeLineItems(request())).toEqual([
      { name: 'Coat (Black, M)', description: undefined, unitAmountCents: 1000, quantity: 3 },
      { name: 'Scarf (Red, One size)', description: undefined, unitAmountCents: 500, quantity: 2 },
    ]);
  });

  it("takes each line's own share of the discount, lowering only the lines it applies to", () => {
    const lines = stripeLineItems(
      request({
        discountCents: 300,
        amountCents: 4000 + 999 - 300,
        lines: [
          { name: 'Coat (Black, M)', unitAmountCents: 1000, quantity: 3, discountCents: 300 },
          { name: 'Scarf (Red, One size)', unitAmountCents: 500, quantity: 2, discountCents: 0 },
        ],
      }),
    );
    expect(lines).toEqual([
      { name: 'Coat (Black, M)', description: 'Includes a discount of $3.00', unitAmountCents: 900, quantity: 3 },
      { name: 'Scarf (Red, One size)', description: undefined, unitAmountCents: 500, quantity: 2 },
    ]);
  });

  it('shows a line whose net amount does not divide by its quantity as one item, so no cent is lost', () => {
    const lines = stripeLineItems(
      request({
        discountCents: 100,
        amountCents: 4000 + 999 - 100,
        lines: [
          { name: 'Coat (Black, M)', unitAmountCents: 1000, quantity: 3, discountCents: 100 },
          { name: 'Scarf (Red, One size)', unitAmountCents: 500, quantity: 2, discountCents: 0 },
        ],
      }),
    );
    expect(lines[0]).toEqual({
      name: 'Coat (Black, M) × 3',
      description: 'Includes a discount of $1.00',
      unitAmountCents: 2900,
      quantity: 1,
    });
    expect(total(lines) + 999).toBe(4000 + 999 - 100);
  });

  it('spreads the discount by amount when the lines do not carry their shares', () => {
    const lines = stripeLineItems(request({ discountCents: 401, amountCents: 4000 + 999 - 401 }));
    expect(total(lines)).toBe(4000 - 401);
  });

  it('refuses lines that do not add up to the order total', () => {
    expect(() => stripeLineItems(request({ amountCents: 4998 }))).toThrow(PaymentProviderError);
  });
});

describe('stripeExpiresAt', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  const seconds = (d: Date) => d.getTime() / 1000;

  it("never asks for less than Stripe's 30 minutes plus a minute's margin", () => {
    expect(stripeExpiresAt(new Date('2030-01-01T00:30:00Z'), now)).toBe(seconds(now) + 31 * 60);
    expect(stripeExpiresAt(new Date('2030-01-01T00:29:30Z'), new Date('2030-01-01T00:00:05Z'))).toBe(
      seconds(now) + 5 + 31 * 60,
    );
  });

  it('keeps a later expiry, up to 24 hours', () => {
    expect(stripeExpiresAt(new Date('2030-01-01T02:00:00Z'), now)).toBe(seconds(now) + 2 * 3600);
    expect(stripeExpiresAt(new Date('2030-01-03T00:00:00Z'), now)).toBe(seconds(now) + 24 * 3600);
  });
});

describe('checkoutSessionParams', () => {
  it('asks for a payment session in lower-case currency with the order id, e-mail and URLs', () => {
    const params = checkoutSessionParams(request(), new Date('2030-01-01T00:00:00Z'));
    expect(params).toMatchObject({
      mode: 'payment',
      customer_email: 'buyer@example.com',
      client_reference_id: 'order-1',
      metadata: { orderId: 'order-1' },
      success_url: 'https://shop.example/checkout/success?order=order-1&token=t',
      cancel_url: 'https://shop.example/checkout/payment?cancelled=1',
      shipping_options: [
        { shipping_rate_data: { type: 'fixed_amount', fixed_amount: { amount: 999, currency: 'usd' } } },
      ],
    });
    expect(params.line_items?.[0]).toEqual({
      quantity: 3,
      price_data: { currency: 'usd', unit_amount: 1000, product_data: { name: 'Coat (Black, M)' } },
    });
  });
});
