import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_OUTCOME_TEXT } from '#domain/payment-outcome.ts';
import { CHECKOUT_DATA_KEY, readCheckoutData, readShippingData, SHIPPING_DATA_KEY } from './checkout-storage';
import { initialInformation } from './information-step';
import { paymentOutcome } from './payment-step';
import { checkoutRedirect } from './use-checkout-guard';

const info = {
  email: 'a@example.com',
  phone: '+996 555 1',
  firstName: 'Aida',
  lastName: 'B',
  country: 'KG',
  state: '',
  address: '1 Chui',
  city: 'Bishkek',
  postalCode: '720001',
};

/** A Map-backed localStorage, for the storage readers. */
function installStorage() {
  const values = new Map<string, string>();
  const storage = {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
    removeItem: (k: string) => void values.delete(k),
  };
  Object.assign(globalThis, { window: { localStorage: storage } });
  return storage;
}

describe('checkout step redirects (SPEC §4)', () => {
  const shipping = { selectedShipping: 'standard' as const, shippingCost: 5.99 };
  it('sends an empty cart to /cart from every step', () => {
    for (const step of ['information', 'shipping', 'payment'] as const)
      expect(checkoutRedirect(step, 0, { information: info, shipping })).toBe('/cart');
  });
  it('needs the information for shipping, and both for payment', () => {
    expect(checkoutRedirect('information', 1, { information: null, shipping: null })).toBeNull();
    expect(checkoutRedirect('shipping', 1, { information: null, shipping: null })).toBe('/checkout');
    expect(checkoutRedirect('shipping', 1, { information: info, shipping: null })).toBeNull();
    expect(checkoutRedirect('payment', 1, { information: null, shipping })).toBe('/checkout');
    expect(checkoutRedirect('payment', 1, { information: info, shipping: null })).toBe('/checkout/shipping');
    expect(checkoutRedirect('payment', 1, { information: info, shipping })).toBeNull();
  });
});

describe('saved checkout data', () => {
  let storage: ReturnType<typeof installStorage>;
  beforeEach(() => (storage = installStorage()));
  afterEach(() => Reflect.deleteProperty(globalThis, 'window'));

  it('counts as complete only with every required field, and a state where the country lists them', () => {
    storage.setItem(CHECKOUT_DATA_KEY, JSON.stringify(info));
    expect(readCheckoutData()).toEqual(info);
    storage.setItem(CHECKOUT_DATA_KEY, JSON.stringify({ ...info, city: '  ' }));
    expect(readCheckoutData()).toBeNull();
    storage.setItem(CHECKOUT_DATA_KEY, JSON.stringify({ ...info, country: 'US' }));
    expect(readCheckoutData()).toBeNull();
    storage.setItem(CHECKOUT_DATA_KEY, JSON.stringify({ ...info, country: 'US', state: 'NY' }));
    expect(readCheckoutData()?.state).toBe('NY');
    storage.setItem(CHECKOUT_DATA_KEY, '{not json');
    expect(readCheckoutData()).toBeNull();
  });

  it('keeps the chosen method’s id; its price is the zone’s, which the steps read from the server', () => {
    storage.setItem(SHIPPING_DATA_KEY, JSON.stringify({ selectedShipping: 'express', shippingCost: 12.99 }));
    expect(readShippingData()).toEqual({ selectedShipping: 'express', shippingCost: 12.99 });
    storage.setItem(SHIPPING_DATA_KEY, JSON.stringify({ selectedShipping: 'express' }));
    expect(readShippingData()).toEqual({ selectedShipping: 'express', shippingCost: 0 });
    storage.setItem(SHIPPING_DATA_KEY, JSON.stringify({ selectedShipping: '', shippingCost: 1 }));
    expect(readShippingData()).toBeNull();
    storage.setItem(SHIPPING_DATA_KEY, JSON.stringify({ shippingCost: 1 }));
    expect(readShippingData()).toBeNull();
  });
});

describe('the information form starts from', () => {
  it('what was saved, else the signed-in name and e-mail, else blank with the United States', () => {
    expect(initialInformation(info, { email: 'x@example.com', name: 'Other' })).toEqual(info);
    expect(initialInformation(null, { email: 'b@example.com', name: ' Aida  Bekova Kyzy ' })).toMatchObject({
      email: 'b@example.com',
      firstName: 'Aida',
      lastName: 'Bekova Kyzy',
      country: 'US',
    });
    expect(initialInformation(null, null)).toMatchObject({ email: '', country: 'US' });
  });
});

describe('the payment step explains where the shopper came back from', () => {
  it('a declined card, a cancelled payment, or nothing', () => {
    expect(paymentOutcome(new URLSearchParams('payment=declined'))).toBe(PAYMENT_OUTCOME_TEXT.declined);
    expect(paymentOutcome(new URLSearchParams('cancelled=1&order=x'))).toBe(PAYMENT_OUTCOME_TEXT.cancelled);
    expect(paymentOutcome(new URLSearchParams(''))).toBeNull();
  });
});
