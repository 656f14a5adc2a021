/**
 * Back-in-stock alerts over real HTTP (decision 64): a guest asks, confirms by the e-mailed
 * link (through real SMTP) and gets one e-mail when the owner restocks the size; a signed-in
 * shopper's own address needs no link; bad input is a 400 that keeps nothing; the per-client
 * limit; the unsubscribe link; and the back office's demand, for admins only. On a store of
 * this file's own: it creates products.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiProduct,
  MostWantedSizesAnswer,
  StockAlertAnswer,
  StockAlertDemandAnswer,
} from '#domain/api-answer-schemas.ts';
import { STOCK_ALERT_IP_LIMIT, STOCK_ALERT_TEXT } from '#domain/stock-alert-rules.ts';
import { registerCustomer } from '#tests/support/accounts.ts';
import { createClient } from '#tests/support/http.ts';
import { waitForMail } from '#tests/support/mailbox.ts';
import { countWritten } from '#tests/support/outbox.ts';
import { startOwnStore, type OwnStore } from '#tests/support/own-store.ts';
import { ADMIN } from '#tests/support/store-config.ts';

type Msg = { message: string; errors?: Record<string, string> };
type Client = ReturnType<typeof createClient>;

let store: OwnStore;
let at: OwnStore['at'];
let admin: Client;
let clientCount = 0;
/** Each test its own client address, so the per-client limit is the limit test's alone. */
const guest = () => createClient({ ip: `198.51.100.${++clientCount}` });

function productBody(name: string, stockM: number) {
  return {
    name,
    description: 'Felted wool.',
    category: 'Alert Capes',
    isFeatured: false,
    variants: [
      {
        color: 'Navy',
        images: [],
        sizes: [
          { size: 'S', price: 50, stock: 3 },
          { size: 'M', price: 50, stock: stockM },
        ],
      },
    ],
  };
}

async function createProduct(name: string, stockM = 0): Promise<ApiProduct> {
  const res = await admin.post<ApiProduct>(at('/api/products/admin/createProduct'), productBody(name, stockM));
  expect(res.status).toBe(201);
  return res.body;
}
async function restock(product: ApiProduct, stockM: number) {
  const res = await admin.put<Msg>(
    at(`/api/products/admin/updateProduct/${product._id}`),
    productBody(product.name, stockM),
  );
  expect(res.status, res.body.message).toBe(200);
}
const ask = (client: Client, product: ApiProduct, email: string, extra: Record<string, unknown> = {}) =>
  client.post<StockAlertAnswer & Msg>(at('/api/stock-alerts'), {
    productId: product._id,
    color: 'Navy',
    size: 'M',
    email,
    language: 'en',
    ...extra,
  });
const written = (email: string, containing = '') => countWritten(store.server.database.db, email, containing);
const tokenIn = (mail: string, pathPart: string) => {
  const match = new RegExp(`${pathPart}\\?token=([A-Za-z0-9._-]+)`).exec(mail);
  if (!match) throw new Error(`No ${pathPart} link in the e-mail`);
  return match[1]!;
};

beforeAll(async () => {
  store = await startOwnStore('stock-alerts');
  at = store.at;
  const login = await createClient().post<{ token: string }>(at('/api/auth/login'), ADMIN);
  admin = createClient({ token: login.body.token });
}, 120_000);
afterAll(async () => {
  await store?.close();
});

describe('a guest', () => {
  it('confirms by the e-mailed link, then gets exactly one e-mail when the owner restocks, with a working unsubscribe link', async () => {
    const product = await createProduct('Alert Cape One');
    const email = 'guest-one@example.com';
    const client = guest();
    const asked = await ask(client, product, email);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ outcome: 'confirm_sent', message: STOCK_ALERT_TEXT.confirmSent });
    const again = await ask(client, product, email);
    expect(again.body.outcome).toBe('already_pending');

    const confirmMail = await waitForMail(email, 0, 'back-in-stock/confirm');
    const token = tokenIn(confirmMail, '/back-in-stock/confirm');
    const confirmed = await createClient().post<Msg>(at('/api/stock-alerts/confirm'), { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(STOCK_ALERT_TEXT.confirmed);

    const demand = await admin.get<StockAlertDemandAnswer>(at(`/api/stock-alerts/demand/${product._id}`));
    expect(demand.body).toEqual({ sizes: [{ color: 'Navy', size: 'M', stock: 0, waiting: 1 }] });
    const wanted = await admin.get<MostWantedSizesAnswer>(at('/api/stock-alerts/most-wanted'));
    expect(wanted.body.sizes).toContainEqual({
      productId: product._id,
      productName: product.name,
      color: 'Navy',
      size: 'M',
      stock: 0,
      waiting: 1,
    });

    await restock(product, 2);
    // Counted by the product link, which only the back-in-stock e-mail carries.
    const backLink = `/products/${product._id}?color=Navy&size=M`;
    expect(await written(email, backLink)).toBe(1);
    await restock(product, 0);
    await restock(product, 3);
    expect(await written(email, backLink)).toBe(1);

    const backMail = await waitForMail(email, 0, backLink);
    expect(backMail).toContain(`/products/${product._id}?color=Navy&size=M`);
    const unsubscribe = await createClient().post<Msg>(at('/api/stock-alerts/unsubscribe'), {
      token: tokenIn(backMail, '/back-in-stock/unsubscribe'),
    });
    expect(unsubscribe.status).toBe(200);
    expect(unsubscribe.body.message).toBe(STOCK_ALERT_TEXT.unsubscribed);
  });

  it('refuses bad input with a 400 that keeps nothing, a size in stock with 409, an unknown size with 404', async () => {
    const product = await createProduct('Alert Cape Two');
    const client = guest();
    const bad = await ask(client, product, 'not-an-address');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.email).toBe(STOCK_ALERT_TEXT.invalidEmail);
    const long = await ask(client, product, `${'a'.repeat(250)}@example.com`);
    expect(long.status).toBe(400);
    expect((await ask(client, product, 'a@example.com', { size: 'S' })).status).toBe(409);
    expect((await ask(client, product, 'a@example.com', { size: 'XXL' })).status).toBe(404);
    expect((await ask(client, product, 'a@example.com', { productId: 'nope' })).status).toBe(404);
    expect(await written('not-an-address')).toBe(0);
    expect(await written('a@example.com')).toBe(0);
    const badToken = await createClient().post<Msg>(at('/api/stock-alerts/confirm'), { token: 'nonsense' });
    expect(badToken.status).toBe(404);
  });

  it('is limited per client address', async () => {
    const product = await createProduct('Alert Cape Three');
    const client = guest();
    for (let i = 0; i < STOCK_ALERT_IP_LIMIT.limit; i++)
      expect((await ask(client, product, `limit-${i}@example.com`)).status).toBe(200);
    const refused = await ask(client, product, 'limit-last@example.com');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(STOCK_ALERT_TEXT.tooMany);
    expect(await written('limit-last@example.com')).toBe(0);
  });
});

describe('a signed-in shopper', () => {
  it('starts an alert for their own address at once, with no confirmation e-mail', async () => {
    const product = await createProduct('Alert Cape Four');
    const { client, email } = await registerCustomer({ at });
    const asked = await ask(client, product, email);
    expect(asked.body.outcome).toBe('active');
    expect(await written(email, 'Confirm your alert')).toBe(0);
    await restock(product, 1);
    expect(await written(email, `/products/${product._id}?color=Navy&size=M`)).toBe(1);
  });
});

describe('the back office reads', () => {
  it('are for admins only', async () => {
    const product = await createProduct('Alert Cape Five');
    expect((await createClient().get(at(`/api/stock-alerts/demand/${product._id}`))).status).toBe(401);
    expect((await createClient().get(at('/api/stock-alerts/most-wanted'))).status).toBe(401);
    const { client } = await registerCustomer({ at });
    expect((await client.get(at('/api/stock-alerts/most-wanted'))).status).toBe(403);
    expect((await admin.get(at('/api/stock-alerts/demand/7c3d4e5f-8a9b-4c0d-8e1f-2a3b4c5d6e7f'))).status).toBe(404);
  });
});
