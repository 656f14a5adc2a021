/**
 * The `language` of the requests that e-mail the shopper (decision 61), over real HTTP on the
 * shared store: each takes en, ru or ky and writes its e-mail in it, and refuses any other
 * value with the API's usual 400 naming the field. What the store wrote is read from its
 * outbox, exact as soon as it has answered.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { LANGUAGE_FIELD_MESSAGE } from '#domain/language-input.ts';
import { guestCheckoutBody, testShippingAddress } from '#tests/support/checkout-input.ts';
import { createClient, getJson } from '#tests/support/http.ts';
import { countMails } from '#tests/support/mailbox.ts';

type Msg = { message: string; errors?: Record<string, string> };
type Session = { url: string; orderId: string; token: string };

const email = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;
const contact = (overrides: Record<string, unknown>) => ({
  name: 'Aida',
  email: email('writer'),
  subject: 'Sizing',
  message: 'Does the coat run large?',
  website: '',
  ...overrides,
});

let product: ApiProduct;

beforeAll(async () => {
  const products = (await getJson<ApiProduct[]>('/api/products')).body;
  product = products.find((p) => p.variants.some((v) => v.sizes.some((s) => s.stock >= 5)))!;
});

function checkoutBody(language: unknown, address = testShippingAddress()) {
  const variant = product.variants.find((v) => v.sizes.some((s) => s.stock >= 5))!;
  const size = variant.sizes.find((s) => s.stock >= 5)!;
  return { ...guestCheckoutBody(product, variant.color, size.size, 1), shippingAddress: address, language };
}

describe('language of the e-mails', () => {
  it('sends a sign-up code in the language asked, and refuses an unknown language', async () => {
    const to = email('signup');
    const res = await createClient().post<Msg>('/api/auth/register', {
      name: 'Aida',
      email: to,
      password: 'warm-coat-2026',
      language: 'ru',
    });
    expect(res.status, res.body.message).toBe(201);
    expect(await countMails(to, 'Ваш код подтверждения ALATOO')).toBe(1);

    const bad = await createClient().post<Msg>('/api/auth/register', {
      name: 'Aida',
      email: email('signup'),
      password: 'warm-coat-2026',
      language: 'de',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ language: LANGUAGE_FIELD_MESSAGE });
  });

  it('refuses a reset asked in an unknown language, and takes a known one', async () => {
    const bad = await createClient().post<Msg>('/api/auth/forgot-password', { email: email('reset'), language: 'EN' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ language: LANGUAGE_FIELD_MESSAGE });
    const good = await createClient().post<Msg>('/api/auth/forgot-password', { email: email('reset'), language: 'ky' });
    expect(good.status).toBe(200);
  });

  it('acknowledges a contact message in the language asked, the store’s copy in English', async () => {
    const sent = contact({ language: 'ky' });
    const res = await createClient().post<Msg>('/api/contact', sent);
    expect(res.status, res.body.message).toBe(201);
    expect(await countMails(sent.email, 'Катыңыз бизге жетти')).toBe(1);

    const bad = await createClient().post<Msg>('/api/contact', contact({ language: 42 }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.language).toBe(LANGUAGE_FIELD_MESSAGE);
  });

  it('confirms a Russian order in Russian and sends the payment back to the Russian pages', async () => {
    const address = testShippingAddress(email('ru-order'));
    const placed = await createClient().post<Session & Msg>(
      '/api/orders/create-checkout-session',
      checkoutBody('ru', address),
    );
    expect(placed.status, placed.body.message).toBe(201);
    const sessionId = new URL(placed.body.url).pathname.split('/').pop()!;
    const paid = await createClient().post<{ status: string; redirectTo: string }>(`/api/payments/test/${sessionId}`, {
      cardNumber: '4242 4242 4242 4242',
    });
    expect(paid.body.redirectTo).toBe(
      `http://shop.test/ru/checkout/success?order=${placed.body.orderId}&token=${placed.body.token}`,
    );
    expect(await countMails(address.email, 'Оплата подтверждена')).toBe(1);
    expect(await countMails(address.email, '/ru/checkout/success?order=')).toBe(1);

    const bad = await createClient().post<Msg>('/api/orders/create-checkout-session', checkoutBody('fr'));
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.language).toBe(LANGUAGE_FIELD_MESSAGE);
  });

  it('refuses a return request in an unknown language', async () => {
    const res = await createClient().post<Msg>(`/api/orders/${randomUUID()}/returns`, {
      idempotencyKey: randomUUID(),
      lines: [{ itemId: randomUUID(), quantity: 1 }],
      reason: 'too_small',
      language: 'kz',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.language).toBe(LANGUAGE_FIELD_MESSAGE);
  });
});
