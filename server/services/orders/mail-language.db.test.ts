/**
 * An order's e-mails are written in the language it was placed in (decision 61): a Russian
 * order's confirmation, shipped notice and refund are recorded in Russian with links to the
 * Russian pages; a return's receipt is in the language it was asked in, its decision in the
 * order's, and the store's copy stays English. Lines are named as the catalogue names the
 * product in that language, and colours as the storefront does. Runs on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase, openMigratedDatabase } from '#tests/support/test-database.ts';
import { type Database } from '#server/db/client.ts';
import { mailOutbox, orderItems, orders, products, sizes, variants } from '#server/db/schema.ts';
import { createMailQueue } from '#server/mail/outbox.ts';
import { createTestPaymentProvider } from '#server/payments/test-provider.ts';
import { formatMoney } from '#domain/money.ts';
import { createOrderService } from './service';

const OWNER = { type: 'admin' as const, name: 'owner@example.com' };

let testDb: TestDatabase;
let database: Database;
let productId: string;

const address = {
  email: 'aida@example.com',
  phone: '+996 555 000 111',
  firstName: 'Айда',
  lastName: 'B',
  country: 'KG',
  address: 'x',
  city: 'Bishkek',
  postalCode: '720001',
};

const service = () =>
  createOrderService({
    db: database.db,
    mail: createMailQueue(),
    payments: createTestPaymentProvider('https://shop.example', database.db),
    publicUrl: 'https://shop.example',
    storeEmail: 'hello@shop.example',
    currency: 'USD',
  });

const mailsOf = (orderId: string) =>
  database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId)).orderBy(asc(mailOutbox.createdAt));

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openMigratedDatabase(testDb.url);
  const [product] = await database.db
    .insert(products)
    .values({
      name: 'Felt Coat',
      nameRu: 'Войлочное пальто',
      nameKy: 'Кийиз пальто',
      category: 'Coats',
      priceCents: 10_000,
    })
    .returning();
  productId = product!.id;
  const [variant] = await database.db.insert(variants).values({ productId, color: 'Black' }).returning();
  await database.db.insert(sizes).values({ variantId: variant!.id, size: 'M', priceCents: 10_000, stock: 10 });
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});

async function paidOrder(language: 'en' | 'ru' | 'ky') {
  const orders$ = service();
  const placed = await orders$.createCheckoutSession(
    {
      cart: { items: [{ product: { _id: productId }, variant: { color: 'Black', size: 'M' }, quantity: 1 }] },
      shippingAddress: address,
      shippingMethod: 'standard',
      language,
    },
    null,
  );
  const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
  await orders$.applyPaymentEvent({
    eventId: `paid-${placed.orderId}`,
    type: 'paid',
    sessionId: row!.paymentSessionId!,
    amountCents: row!.totalCents,
    currency: 'USD',
  });
  return { orders$, row: row! };
}

it('keeps the language the order was placed in; the database takes no other', async () => {
  const { row } = await paidOrder('ky');
  expect(row.language).toBe('ky');
  const unknown = database.db
    .update(orders)
    .set({ language: 'de' as 'en' })
    .where(eq(orders.id, row.id));
  await expect(unknown).rejects.toThrow();
});

it('records a Russian order’s confirmation, shipped notice and refund in Russian, linking the Russian pages', async () => {
  const { orders$, row } = await paidOrder('ru');
  await orders$.setStatus(row.id, 'shipped', {
    actor: OWNER,
    shipment: { carrier: 'dhl', trackingNumber: '1234567890' },
  });
  await orders$.refund(
    row.id,
    { idempotencyKey: `refund-${row.id}`, lines: [], shipping: true, reason: 'Задержка', restock: false },
    OWNER,
  );
  const mails = await mailsOf(row.id);
  expect(mails.map((m) => m.kind)).toEqual(['order_confirmation', 'order_shipped', 'order_refunded']);
  const [confirmation, shipped, refunded] = mails;
  const link = `https://shop.example/ru/checkout/success?order=${row.id}&token=${row.accessToken}`;

  expect(confirmation!.subject).toMatch(/^Ваш заказ ALATOO \S+ подтверждён$/);
  expect(confirmation!.text).toContain('Здравствуйте, Айда!');
  expect(confirmation!.text).toContain('Оплата подтверждена, и мы уже собираем вашу посылку.');
  expect(confirmation!.text).toContain(`Посмотреть заказ: ${link}`);
  // Its line as the Russian catalogue names the product and the storefront its colour.
  expect(confirmation!.text).toContain('1 × Войлочное пальто (Чёрный, M)');
  expect(confirmation!.html).toContain('Войлочное пальто');
  expect(confirmation!.html).toContain('<html lang="ru">');
  // Where and how it ships, in Russian: the country as the order page names it, the method and its days too.
  expect(confirmation!.text).toContain(
    'Адрес доставки:\nАйда B\nx\nBishkek, 720001\nКиргизия\n+996 555 000 111\n\nСпособ доставки: Стандартная, 5–7 рабочих дней',
  );
  expect(confirmation!.html).toContain('<title>Заказ ');
  // Figures as Russian writes them: "39,98 $".
  expect(confirmation!.text).toContain(formatMoney(row.totalCents, 'USD', 'ru'));
  expect(formatMoney(row.totalCents, 'USD', 'ru')).toMatch(/^[\d\u00a0]+,\d\d\u00a0\$$/);

  expect(shipped!.subject).toMatch(/^Ваш заказ ALATOO \S+ в пути$/);
  expect(shipped!.text).toContain('Трек-номер: 1234567890');
  expect(shipped!.text).toContain(`Посмотреть заказ: ${link}`);

  expect(refunded!.subject).toMatch(/^По вашему заказу ALATOO \S+ возвращена часть денег$/);
  expect(refunded!.text).toContain('- Доставка');
  expect(refunded!.text).toContain('Причина: Задержка');
  expect(refunded!.text).toContain(formatMoney(row.shippingCents, 'USD', 'ru'));
});

it('keeps an English order’s e-mails and links as they were', async () => {
  const { row } = await paidOrder('en');
  const [confirmation] = await mailsOf(row.id);
  expect(confirmation!.subject).toMatch(/^Your ALATOO order \S+ is confirmed$/);
  expect(confirmation!.text).toContain('1 × Felt Coat (Black, M)');
  expect(confirmation!.text).toContain(
    `See your order: https://shop.example/checkout/success?order=${row.id}&token=${row.accessToken}`,
  );
});

it('answers a return request in the language it was asked in, then decides in the order’s; the store’s copy is English', async () => {
  const { orders$, row } = await paidOrder('ru');
  await orders$.setStatus(row.id, 'delivered', { actor: OWNER });
  const [item] = await database.db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
  const asked = await orders$.requestReturn(
    row.id,
    {
      idempotencyKey: `return-${row.id}`,
      lines: [{ itemId: item!.id, quantity: 1 }],
      reason: 'too_small',
      language: 'ky',
    },
    { userId: null, token: row.accessToken },
  );
  await orders$.approveReturn(asked.return._id, undefined, OWNER);
  await orders$.receiveReturn(asked.return._id, false, OWNER);
  const byKind = new Map((await mailsOf(row.id)).map((m) => [m.kind, m]));

  const receipt = byKind.get('return_requested')!;
  expect(receipt.subject).toMatch(/буйрутмасы боюнча R-\S+ кайтаруу сурамыңызды алдык$/);
  expect(receipt.text).toContain('Себеби: Өтө кичине');
  expect(receipt.text).toContain('- 1 × Кийиз пальто (Кара, M)');
  const store = byKind.get('return_store')!;
  expect(store.to).toBe('hello@shop.example');
  expect(store.text).toContain('Reason: Too small');
  expect(store.text).toContain('- 1 × Felt Coat (Black, M)');
  const approved = byKind.get('return_approved')!;
  expect(approved.subject).toMatch(/^Ваш возврат R-\S+ по заказу ALATOO \S+ одобрен$/);
  expect(approved.text).toContain('Обратную доставку оплачиваем мы');
  const refunded = byKind.get('order_refunded')!;
  expect(refunded.text).toContain(`Мы получили ваш возврат ${asked.return.number} и вернули`);
  expect(refunded.text).toContain('Причина: Слишком маленький');
  expect(refunded.text).toContain('- 1 × Войлочное пальто (Чёрный, M)');
});
