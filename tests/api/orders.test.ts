/**
 * Placing orders over real HTTP: server-side prices, stock and coupon reservations under
 * concurrency, the test payment provider, and who may read or change an order.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { DEFAULT_SHIPPING_METHODS } from '#domain/shipping.ts';
import type { ApiCoupon } from '#server/services/coupons/index.ts';
import type { ApiOrder } from '#server/services/orders/index.ts';
import { DEMO_CUSTOMER } from '#server/seed/seed.ts';
import { ADMIN } from './global-setup';
import { testShippingAddress } from '#tests/support/checkout-input.ts';
import { createClient, getJson } from '#tests/support/http.ts';
import { countMails, waitForMail } from '#tests/support/mailbox.ts';

type Msg = { message: string; errors?: Record<string, string> };
type Session = { url: string; orderId: string; token: string };
type Pick = { product: ApiProduct; color: string; size: string; stock: number; price: number; discountedPrice: number };

let admin: ReturnType<typeof createClient>;
let customer: ReturnType<typeof createClient>;
let picks: Pick[];
let nextPick = 0;

const address = testShippingAddress;

function cartLine(p: Pick, quantity: number, price = p.discountedPrice) {
  return {
    _id: `${p.product._id}-${p.color}-${p.size}`,
    product: { _id: p.product._id, name: p.product.name, category: p.product.category },
    variant: { color: p.color, size: p.size, price, discountedPrice: price, images: [] },
    quantity,
  };
}

function checkout(
  client: ReturnType<typeof createClient>,
  lines: ReturnType<typeof cartLine>[],
  extra: { coupon?: string; email?: string; method?: string } = {},
) {
  return client.post<Session & Msg>('/api/orders/create-checkout-session', {
    cart: { items: lines, total: 0.01, finalTotal: 0.01, appliedCoupon: extra.coupon ? { code: extra.coupon } : null },
    shippingAddress: address(extra.email),
    shippingMethod: extra.method ?? 'standard',
  });
}

/** A size no other test in this file uses, with at least `min` units. */
function takePick(min = 5): Pick {
  while (nextPick < picks.length) {
    const p = picks[nextPick++]!;
    if (p.stock >= min) return p;
  }
  throw new Error('No size with enough stock left');
}

async function stockOf(p: Pick): Promise<number> {
  const product = (await getJson<ApiProduct>(`/api/products/${p.product._id}`)).body;
  return product.variants.find((v) => v.color === p.color)!.sizes.find((s) => s.size === p.size)!.stock;
}

const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const pay = (url: string, cardNumber: string) =>
  createClient().post<{ status: string; redirectTo: string } & Msg>(`/api/payments/test/${sessionIdOf(url)}`, {
    cardNumber,
  });

beforeAll(async () => {
  const login = await createClient().post<{ token: string }>('/api/auth/login', ADMIN);
  admin = createClient({ token: login.body.token });
  const demo = await createClient().post<{ token: string }>('/api/auth/login', DEMO_CUSTOMER);
  customer = createClient({ token: demo.body.token });
  const products = (await getJson<ApiProduct[]>('/api/products')).body;
  // Sizes from the end of the catalogue, one per product, so other suites (which take the
  // first sizes in stock) are not starved.
  picks = products
    .flatMap((product) =>
      product.variants
        .flatMap((v) =>
          v.sizes.slice(0, 1).map((s) => ({
            product,
            color: v.color,
            size: s.size,
            stock: s.stock,
            price: s.price,
            discountedPrice: s.discountedPrice,
          })),
        )
        .slice(0, 1),
    )
    .reverse();
});

describe('POST /api/orders/create-checkout-session', () => {
  it('prices on the server: tampered prices and totals are ignored', async () => {
    const p = takePick();
    const res = await checkout(createClient(), [cartLine(p, 2, 0.01)], { method: 'express' });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^http:\/\/shop\.test\/pay\/test_/);
    const order = (await createClient().get<ApiOrder>(`/api/orders/${res.body.orderId}?token=${res.body.token}`)).body;
    const subtotal = Math.round(p.discountedPrice * 200) / 100;
    expect(order).toMatchObject({
      orderStatus: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'test',
      currency: 'USD',
      total: subtotal,
      shippingCost: DEFAULT_SHIPPING_METHODS[1].priceCents / 100,
      shippingMethod: 'express',
      shippingMethodName: 'Express',
      shippingDelivery: '2-3 business days',
      shippingZone: 'Kyrgyzstan',
      finalTotal: Math.round((subtotal + 12.99) * 100) / 100,
      shippingAddress: { name: 'Aida Bekova', city: 'Bishkek', country: 'KG' },
    });
    expect(order.items[0]).toMatchObject({
      product: { name: p.product.name },
      variant: { color: p.color, size: p.size, price: p.price, discountedPrice: p.discountedPrice },
      quantity: 2,
    });
    expect(await stockOf(p)).toBe(p.stock - 2);
  });

  it('refuses bad input with a 400 naming the field, and reserves nothing', async () => {
    const p = takePick();
    const res = await createClient().post<Msg>('/api/orders/create-checkout-session', {
      cart: { items: [cartLine(p, 1)] },
      shippingAddress: { ...address(), country: 'XX', email: 'nope' },
      shippingMethod: 'Teleport!',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      'shippingAddress.country': 'Please choose a country from the list.',
      'shippingAddress.email': 'Please enter a valid email address.',
      shippingMethod: 'Please choose a shipping method.',
    });
    // A method of the right form that the country's zone does not offer (decision 57).
    const teleport = await checkout(createClient(), [cartLine(p, 1)], { method: 'teleport' });
    expect(teleport.status).toBe(400);
    expect(teleport.body.errors).toEqual({
      shippingMethod:
        'The shipping method "teleport" is not offered to Kyrgyzstan. Please choose another shipping method.',
    });
    const empty = await checkout(createClient(), []);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Your cart is empty.');
    expect(await stockOf(p)).toBe(p.stock);
  });

  it('names the line when a size has not enough stock (409) and reserves nothing', async () => {
    const p = takePick();
    const other = takePick();
    const res = await checkout(createClient(), [cartLine(other, 1), cartLine(p, p.stock + 1)]);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(p.product.name);
    expect(res.body.message).toContain(`${p.color}, ${p.size}`);
    expect(await stockOf(other)).toBe(other.stock);
  });

  it('re-checks the coupon on the server', async () => {
    const p = takePick();
    const code = `ORD${randomUUID().slice(0, 6)}`.toUpperCase();
    await admin.post<ApiCoupon>('/api/coupons', {
      code,
      type: 'fixed',
      value: 5,
      appliesTo: 'global',
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    const ok = await checkout(createClient(), [cartLine(p, 1)], { coupon: code.toLowerCase() });
    expect(ok.status).toBe(201);
    const order = (await createClient().get<ApiOrder>(`/api/orders/${ok.body.orderId}?token=${ok.body.token}`)).body;
    expect(order.couponCode).toBe(code);
    expect(order.discountedTotal).toBe(Math.round((p.discountedPrice - 5) * 100) / 100);

    const unknown = await checkout(createClient(), [cartLine(p, 1)], { coupon: 'NO-SUCH-CODE' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('This coupon code is not valid.');
  });

  it('gives a coupon with maxUses 1 to exactly one of 20 concurrent checkouts', async () => {
    const p = takePick(20);
    const code = `ONCE${randomUUID().slice(0, 6)}`.toUpperCase();
    const coupon = (
      await admin.post<ApiCoupon>('/api/coupons', {
        code,
        type: 'percentage',
        value: 10,
        appliesTo: 'global',
        maxUses: 1,
      })
    ).body;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => checkout(createClient(), [cartLine(p, 1)], { coupon: code })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.every((r) => r.status === 400 && r.body.message === 'Coupon usage limit reached')).toBe(true);
    const after = (await admin.get<ApiCoupon[]>('/api/coupons')).body.find((c) => c._id === coupon._id)!;
    expect(after.usedCount).toBe(1);
    expect(await stockOf(p)).toBe(p.stock - 1);
  });

  it('sells the last 3 units to exactly 3 of 50 concurrent checkouts; stock ends at 0', async () => {
    const p = takePick(4);
    // Bring the size down to its last 3 units.
    let left = p.stock;
    while (left > 3) {
      const n = Math.min(99, left - 3);
      expect((await checkout(createClient(), [cartLine(p, n)])).status).toBe(201);
      left -= n;
    }
    const results = await Promise.all(Array.from({ length: 50 }, () => checkout(createClient(), [cartLine(p, 1)])));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(47);
    expect(results.find((r) => r.status === 409)!.body.message).toContain('sold out');
    expect(await stockOf(p)).toBe(0);
  });
});

describe('automatic coupon uses (decision 0023)', () => {
  const usedCount = async (id: string) =>
    (await admin.get<ApiCoupon[]>('/api/coupons')).body.find((c) => c._id === id)!.usedCount;
  /** An automatic coupon for this one product only, so no other test's cart picks it up. */
  const automaticFor = async (p: Pick, maxUses: number) =>
    (
      await admin.post<ApiCoupon>('/api/coupons', {
        type: 'fixed',
        value: 1,
        appliesTo: 'product',
        target: p.product._id,
        isGlobal: true,
        maxUses,
        description: 'Store discount for one test product',
      })
    ).body;

  it('an order takes a use of both the typed and the automatic coupon, and gives both back when it ends', async () => {
    const p = takePick();
    const auto = await automaticFor(p, 5);
    const code = `BOTH${randomUUID().slice(0, 6)}`.toUpperCase();
    const typed = (
      await admin.post<ApiCoupon>('/api/coupons', { code, type: 'fixed', value: 2, appliesTo: 'global', maxUses: 5 })
    ).body;
    try {
      const session = (await checkout(createClient(), [cartLine(p, 2)], { coupon: code })).body;
      const order = (await createClient().get<ApiOrder>(`/api/orders/${session.orderId}?token=${session.token}`)).body;
      expect(order.couponCode).toBe(code);
      expect(order.discountedTotal).toBe(Math.round((p.discountedPrice * 2 - 3) * 100) / 100);
      expect(await usedCount(auto._id)).toBe(1);
      expect(await usedCount(typed._id)).toBe(1);

      // Without a typed code the automatic coupon alone is taken.
      const alone = (await checkout(createClient(), [cartLine(p, 1)])).body;
      expect(await usedCount(auto._id)).toBe(2);
      expect(await usedCount(typed._id)).toBe(1);

      await createClient().post(`/api/orders/${session.orderId}/cancel-payment`, { token: session.token });
      expect(await usedCount(auto._id)).toBe(1);
      expect(await usedCount(typed._id)).toBe(0);
      await createClient().post(`/api/orders/${alone.orderId}/cancel-payment`, { token: alone.token });
      expect(await usedCount(auto._id)).toBe(0);
    } finally {
      await admin.delete(`/api/coupons/${auto._id}`);
    }
  });

  it('an automatic coupon with maxUses 1 discounts exactly one of 20 concurrent checkouts; the others are priced without it', async () => {
    const p = takePick(20);
    const auto = await automaticFor(p, 1);
    const code = `MANY${randomUUID().slice(0, 6)}`.toUpperCase();
    const typed = (
      await admin.post<ApiCoupon>('/api/coupons', { code, type: 'fixed', value: 2, appliesTo: 'global', maxUses: 100 })
    ).body;
    try {
      const results = await Promise.all(
        Array.from({ length: 20 }, () => checkout(createClient(), [cartLine(p, 1)], { coupon: code })),
      );
      // Nobody is stopped: the store discount running out is not the shopper's doing.
      expect(results.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 201));
      const orders = await Promise.all(
        results.map(
          async (r) => (await createClient().get<ApiOrder>(`/api/orders/${r.body.orderId}?token=${r.body.token}`)).body,
        ),
      );
      const withBoth = Math.round((p.discountedPrice - 3) * 100) / 100;
      const typedOnly = Math.round((p.discountedPrice - 2) * 100) / 100;
      expect(orders.filter((o) => o.discountedTotal === withBoth)).toHaveLength(1);
      expect(orders.filter((o) => o.discountedTotal === typedOnly)).toHaveLength(19);
      // Each order charges what it says: lines, discounts and shipping add up.
      for (const o of orders) expect(o.finalTotal).toBe(Math.round((o.discountedTotal + o.shippingCost) * 100) / 100);
      expect(await usedCount(auto._id)).toBe(1);
      expect(await usedCount(typed._id)).toBe(20);
      expect(await stockOf(p)).toBe(p.stock - 20);
    } finally {
      await admin.delete(`/api/coupons/${auto._id}`);
    }
  });
});

describe('test payment provider', () => {
  it('a paid test card marks the order paid once and e-mails a confirmation; a replay changes nothing', async () => {
    const p = takePick();
    const email = `paid-${randomUUID().slice(0, 8)}@example.com`;
    const session = (await checkout(createClient(), [cartLine(p, 1)], { email })).body;
    const paid = await pay(session.url, '4242 4242 4242 4242');
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('paid');
    expect(paid.body.redirectTo).toBe(
      `http://shop.test/checkout/success?order=${session.orderId}&token=${session.token}`,
    );
    const mail = await waitForMail(email);
    expect(mail).toContain(p.product.name);
    expect(mail).toContain('Total:');
    // A guest's e-mail carries the order's own link, token included.
    expect(mail).toContain(`http://shop.test/checkout/success?order=${session.orderId}&token=${session.token}`);

    const replay = await pay(session.url, '4242424242424242');
    expect(replay.body.status).toBe('paid');
    // A decline after payment is out of order: it changes nothing either.
    const late = await pay(session.url, '4000 0000 0000 0002');
    expect(late.status).toBe(200);
    const order = (await createClient().get<ApiOrder>(`/api/orders/${session.orderId}?token=${session.token}`)).body;
    expect(order.paymentStatus).toBe('paid');
    expect(order.orderStatus).toBe('pending');
    expect(await stockOf(p)).toBe(p.stock - 1);
    expect(await countMails(email)).toBe(1);
  });

  it('a declined card cancels the order, gives back stock and coupon use, and sends the shopper back to payment', async () => {
    const p = takePick();
    const code = `DECL${randomUUID().slice(0, 6)}`.toUpperCase();
    const coupon = (
      await admin.post<ApiCoupon>('/api/coupons', { code, type: 'fixed', value: 1, appliesTo: 'global', maxUses: 5 })
    ).body;
    const session = (await checkout(createClient(), [cartLine(p, 2)], { coupon: code })).body;
    expect(await stockOf(p)).toBe(p.stock - 2);
    const declined = await pay(session.url, '4000000000000002');
    expect(declined.body).toEqual({ status: 'declined', redirectTo: '/checkout/payment?payment=declined' });
    const order = (await createClient().get<ApiOrder>(`/api/orders/${session.orderId}?token=${session.token}`)).body;
    expect(order).toMatchObject({ paymentStatus: 'failed', orderStatus: 'cancelled' });
    expect(await stockOf(p)).toBe(p.stock);
    expect((await admin.get<ApiCoupon[]>('/api/coupons')).body.find((c) => c._id === coupon._id)!.usedCount).toBe(0);

    const unknownCard = await pay(session.url, '4111 1111 1111 1111');
    expect(unknownCard.status).toBe(400);
    const unknownSession = await createClient().post<Msg>('/api/payments/test/test_nothing', {
      cardNumber: '4242424242424242',
    });
    expect(unknownSession.status).toBe(404);
  });
});

describe('POST /api/orders/:id/cancel-payment (the shopper cancelled on the payment page)', () => {
  type Cancelled = { cancelled: boolean; order: ApiOrder } & Msg;
  const cancel = (client: ReturnType<typeof createClient>, orderId: string, token?: string) =>
    client.post<Cancelled>(`/api/orders/${orderId}/cancel-payment`, token === undefined ? {} : { token });

  it('with the link token: releases stock and coupon use once, cancels the order, and the session can no longer be paid', async () => {
    const p = takePick();
    const code = `CNCL${randomUUID().slice(0, 6)}`.toUpperCase();
    const coupon = (
      await admin.post<ApiCoupon>('/api/coupons', { code, type: 'fixed', value: 1, appliesTo: 'global', maxUses: 5 })
    ).body;
    const session = (await checkout(createClient(), [cartLine(p, 2)], { coupon: code })).body;
    expect(await stockOf(p)).toBe(p.stock - 2);

    const res = await cancel(createClient(), session.orderId, session.token);
    expect(res.status).toBe(200);
    expect(res.body.cancelled).toBe(true);
    expect(res.body.order).toMatchObject({ _id: session.orderId, orderStatus: 'cancelled', paymentStatus: 'failed' });
    expect(await stockOf(p)).toBe(p.stock);
    expect((await admin.get<ApiCoupon[]>('/api/coupons')).body.find((c) => c._id === coupon._id)!.usedCount).toBe(0);

    // Again: nothing more is released.
    const again = await cancel(createClient(), session.orderId, session.token);
    expect(again.status).toBe(200);
    expect(again.body.cancelled).toBe(false);
    expect(await stockOf(p)).toBe(p.stock);
    expect((await admin.get<ApiCoupon[]>('/api/coupons')).body.find((c) => c._id === coupon._id)!.usedCount).toBe(0);

    // The ended session cannot be paid (its page has expired); the order stays cancelled and nothing is taken again.
    const paid = await pay(session.url, '4242 4242 4242 4242');
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(
      'This payment page has expired. Nothing was charged; go back to the payment step to pay again.',
    );
    const order = (await createClient().get<ApiOrder>(`/api/orders/${session.orderId}?token=${session.token}`)).body;
    expect(order).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'failed' });
    expect(await stockOf(p)).toBe(p.stock);
  });

  it('the signed-in owner may cancel without the token; strangers and wrong tokens change nothing', async () => {
    const p = takePick();
    const mine = (await checkout(customer, [cartLine(p, 1)])).body;
    expect((await cancel(createClient(), mine.orderId)).status).toBe(401);
    expect((await cancel(createClient(), mine.orderId, 'wrong-token')).status).toBe(403);
    expect((await cancel(admin, mine.orderId)).status).toBe(403);
    const unknown = await cancel(createClient(), randomUUID(), mine.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Order not found or invalid');
    expect((await cancel(createClient(), 'not-an-id', mine.token)).status).toBe(404);
    expect((await createClient().post<Msg>(`/api/orders/${mine.orderId}/cancel-payment`, { token: 5 })).status).toBe(
      400,
    );
    expect(await stockOf(p)).toBe(p.stock - 1);
    expect((await customer.get<ApiOrder>(`/api/orders/${mine.orderId}`)).body.paymentStatus).toBe('pending');

    const res = await cancel(customer, mine.orderId);
    expect(res.status).toBe(200);
    expect(res.body.order.orderStatus).toBe('cancelled');
    expect(await stockOf(p)).toBe(p.stock);
  });

  it('ten cancels at once release the reservation once', async () => {
    const p = takePick();
    const code = `TWICE${randomUUID().slice(0, 6)}`.toUpperCase();
    const coupon = (
      await admin.post<ApiCoupon>('/api/coupons', { code, type: 'fixed', value: 1, appliesTo: 'global', maxUses: 5 })
    ).body;
    // A second order keeps one use of the coupon, so a double release would show.
    const other = (await checkout(createClient(), [cartLine(p, 1)], { coupon: code })).body;
    const session = (await checkout(createClient(), [cartLine(p, 3)], { coupon: code })).body;
    expect(await stockOf(p)).toBe(p.stock - 4);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => cancel(createClient(), session.orderId, session.token)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.cancelled)).toHaveLength(1);
    expect(await stockOf(p)).toBe(p.stock - 1);
    expect((await admin.get<ApiCoupon[]>('/api/coupons')).body.find((c) => c._id === coupon._id)!.usedCount).toBe(1);
    expect(
      (await createClient().get<ApiOrder>(`/api/orders/${other.orderId}?token=${other.token}`)).body.orderStatus,
    ).toBe('pending');
  });

  it('a paid order is not cancelled', async () => {
    const p = takePick();
    const session = (await checkout(createClient(), [cartLine(p, 1)])).body;
    await pay(session.url, '4242424242424242');
    const res = await cancel(createClient(), session.orderId, session.token);
    expect(res.status).toBe(200);
    expect(res.body.cancelled).toBe(false);
    expect(res.body.order).toMatchObject({ paymentStatus: 'paid', orderStatus: 'pending' });
    expect(await stockOf(p)).toBe(p.stock - 1);
  });
});

describe('reading and managing orders', () => {
  it('shows an order to its owner, an admin, or the link token only', async () => {
    const p = takePick();
    const mine = (await checkout(customer, [cartLine(p, 1)])).body;
    const listed = await customer.get<ApiOrder[]>('/api/orders/mine');
    expect(listed.status).toBe(200);
    expect(listed.body.some((o) => o._id === mine.orderId)).toBe(true);
    expect((await customer.get<ApiOrder>(`/api/orders/${mine.orderId}`)).status).toBe(200);
    expect((await admin.get<ApiOrder>(`/api/orders/${mine.orderId}`)).status).toBe(200);
    expect((await createClient().get<Msg>(`/api/orders/${mine.orderId}`)).status).toBe(401);
    expect((await createClient().get<Msg>(`/api/orders/${mine.orderId}?token=wrong`)).status).toBe(403);

    const guest = (await checkout(createClient(), [cartLine(p, 1)])).body;
    expect((await customer.get<Msg>(`/api/orders/${guest.orderId}`)).status).toBe(403);
    expect((await customer.get<ApiOrder[]>('/api/orders/mine')).body.some((o) => o._id === guest.orderId)).toBe(false);
    expect((await createClient().get<Msg>('/api/orders/mine')).status).toBe(401);
    expect((await createClient().get<Msg>(`/api/orders/${randomUUID()}`)).body.message).toBe(
      'Order not found or invalid',
    );
  });

  it('lists all orders for admins only, in the SPEC §3 shape', async () => {
    const p = takePick();
    const session = (await checkout(createClient(), [cartLine(p, 1)])).body;
    expect((await customer.get<Msg>('/api/orders/all')).status).toBe(403);
    expect((await createClient().get<Msg>('/api/orders/all')).status).toBe(401);
    const all = await admin.get<ApiOrder[]>('/api/orders/all');
    expect(all.status).toBe(200);
    const order = all.body.find((o) => o._id === session.orderId)!;
    expect(Object.keys(order)).toEqual(
      expect.arrayContaining([
        '_id',
        'user',
        'shippingAddress',
        'items',
        'currency',
        'total',
        'discountedTotal',
        'shippingCost',
        'finalTotal',
        'orderStatus',
        'paymentStatus',
        'paymentMethod',
        'createdAt',
      ]),
    );
    expect(order.user.email).toMatch(/@example\.com$/);
  });

  it('changes status to one of the five; cancelling an unshipped order gives its stock back once', async () => {
    const p = takePick();
    const session = (await checkout(createClient(), [cartLine(p, 3)])).body;
    const bad = await admin.put<Msg>(`/api/orders/${session.orderId}/status`, { orderStatus: 'lost' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid status selected');
    const unknown = await admin.put<Msg>(`/api/orders/${randomUUID()}/status`, { orderStatus: 'shipped' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Order not found or invalid');
    expect(
      (await customer.put<Msg>(`/api/orders/${session.orderId}/status`, { orderStatus: 'cancelled' })).status,
    ).toBe(403);

    expect(
      (await admin.put<ApiOrder>(`/api/orders/${session.orderId}/status`, { orderStatus: 'processing' })).body
        .orderStatus,
    ).toBe('processing');
    expect(await stockOf(p)).toBe(p.stock - 3);
    expect(
      (await admin.put<ApiOrder>(`/api/orders/${session.orderId}/status`, { orderStatus: 'cancelled' })).body
        .orderStatus,
    ).toBe('cancelled');
    expect(await stockOf(p)).toBe(p.stock);
    await admin.put(`/api/orders/${session.orderId}/status`, { orderStatus: 'pending' });
    await admin.put(`/api/orders/${session.orderId}/status`, { orderStatus: 'cancelled' });
    expect(await stockOf(p)).toBe(p.stock);
  });

  it('e-mails the customer when an order ships and when it is delivered', async () => {
    const p = takePick();
    const email = `ship-${randomUUID().slice(0, 8)}@example.com`;
    const session = (await checkout(createClient(), [cartLine(p, 1)], { email })).body;
    await pay(session.url, '4242424242424242');
    await waitForMail(email);
    await admin.put(`/api/orders/${session.orderId}/status`, { orderStatus: 'shipped' });
    expect(await waitForMail(email, 1)).toContain('is on its way');
    await admin.put(`/api/orders/${session.orderId}/status`, { orderStatus: 'delivered' });
    expect(await waitForMail(email, 2)).toContain('has been delivered');
    await admin.put(`/api/orders/${session.orderId}/status`, { orderStatus: 'delivered' });
    expect(await countMails(email)).toBe(3);
  });
});
