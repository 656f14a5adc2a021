/**
 * The catalogue's CSV export and import over real HTTP (decision 73), on stores of this file's
 * own: the export read, edited and imported back changes the products (dry run first, which
 * changes nothing); broken records are listed with their lines, on a dry run and in the
 * import's 422, and nothing changes; image URLs on a loopback server are fetched and stored as
 * uploads when OUTBOUND_ALLOW_PRIVATE allows it, and refused as a record's problem on a store
 * without it; a file of 1,000 products is checked and imported in one go; only admins may call.
 * An edited product's product.updated webhook is sent to a loopback receiver (the same setting).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProduct, CatalogPage, CatalogueImportReport, StockHistoryAnswer } from '#domain/api-answer-schemas.ts';
import { CATALOGUE_COLUMNS, parseCsv } from '#domain/catalogue-csv.ts';
import { csvCell, withoutFormulaPrefix } from '#domain/csv-cells.ts';
import { registerCustomer } from '#tests/support/accounts.ts';
import { createClient, getJson } from '#tests/support/http.ts';
import { pngImage } from '#tests/support/images.ts';
import { startOwnStore, type OwnStore } from '#tests/support/own-store.ts';
import { ADMIN } from '#tests/support/store-config.ts';
import { until } from '#tests/support/until.ts';
import { startWebhookReceiver, type WebhookReceiver } from '#tests/support/webhook-receiver.ts';

type Client = ReturnType<typeof createClient>;
type Column = (typeof CATALOGUE_COLUMNS)[number];

let store: OwnStore;
let strict: OwnStore;
let admin: Client;
let adminToken: string;
let images: http.Server;
let receiver: WebhookReceiver;
let imageBase: string;
const imageHits: string[] = [];

const HEADER = CATALOGUE_COLUMNS.join(',');
const record = (cells: Partial<Record<Column, string>>) =>
  CATALOGUE_COLUMNS.map((c) => csvCell(cells[c] ?? '')).join(',');
const csvOf = (...records: string[]) => `${[HEADER, ...records].join('\r\n')}\r\n`;

async function signIn(s: OwnStore) {
  const login = await createClient().post<{ token: string }>(s.at('/api/auth/login'), ADMIN);
  return login.body.token;
}

/** POSTs a file to the import as the back office does (the CSV as the body). */
function importCsv(s: OwnStore, csv: string, { dryRun, token = adminToken }: { dryRun: boolean; token?: string }) {
  return getJson<CatalogueImportReport & { message?: string }>(
    s.at(`/api/products/admin/catalogue/import${dryRun ? '?dryRun=true' : ''}`),
    {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv', 'X-Forwarded-For': '10.73.0.1' },
      body: csv,
    },
  );
}

async function exportCsv(s: OwnStore, token = adminToken) {
  const res = await fetch(s.at('/api/products/admin/catalogue/export.csv'), {
    headers: { Authorization: `Bearer ${token}` },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: bytes.toString('utf8') };
}

/** The export's records as cells by column name, as a spreadsheet shows them (without the formula guard). */
function exportedRows(text: string) {
  const [header, ...rows] = parseCsv(text).records;
  expect(header!.cells).toEqual([...CATALOGUE_COLUMNS]);
  return rows.map(
    (r) =>
      Object.fromEntries(CATALOGUE_COLUMNS.map((c, i) => [c, withoutFormulaPrefix(r.cells[i]!)])) as Record<
        Column,
        string
      >,
  );
}

const productCount = async (s: OwnStore) =>
  (await createClient().get<CatalogPage>(s.at('/api/products?page=1&pageSize=1'))).body.total;

beforeAll(async () => {
  const png = await pngImage(40, 50);
  images = http.createServer((req, res) => {
    imageHits.push(req.url ?? '');
    if (req.url?.startsWith('/missing')) return res.writeHead(404).end();
    if (req.url?.startsWith('/text')) return res.writeHead(200, { 'Content-Type': 'text/plain' }).end('not an image');
    res.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  imageBase = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
  receiver = await startWebhookReceiver();
  [store, strict] = await Promise.all([
    startOwnStore('catalogue-io', { OUTBOUND_ALLOW_PRIVATE: 'true' }),
    startOwnStore('catalogue-io-strict'),
  ]);
  adminToken = await signIn(store);
  admin = createClient({ token: adminToken, baseUrl: store.server.url });
}, 180_000);

afterAll(async () => {
  await receiver?.close();
  await store?.close();
  await strict?.close();
  await new Promise<void>((resolve) => (images ? images.close(() => resolve()) : resolve()));
});

describe('catalogue export and import', () => {
  it('exports, and the edited export imported back (dry run first) changes the product', async () => {
    const created = await admin.post<ApiProduct>(store.at('/api/products/admin/createProduct'), {
      name: '=Wool cape, "warm"',
      description: 'Line one\nLine two',
      category: 'Capes',
      variants: [
        { color: 'Black', images: ['/uploads/demo/cape.webp'], sizes: [{ size: 'M', price: 110, stock: 5 }] },
        { color: 'White', sizes: [{ size: 'S', price: 90, stock: 2 }] },
      ],
    });
    expect(created.status).toBe(201);
    const id = created.body._id;

    const exported = await exportCsv(store);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('Content-Type')).toMatch(/^text\/csv/);
    expect(exported.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="catalogue_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...exported.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // The name starts like a formula: a spreadsheet is given it as text.
    expect(exported.text).toContain(`"'=Wool cape, ""warm"""`);
    const rows = exportedRows(exported.text).filter((r) => r.product_id === id);
    expect(rows.map((r) => [r.colour, r.size, r.price, r.stock, r.image_urls])).toEqual([
      ['Black', 'M', '110.00', '5', '/uploads/demo/cape.webp'],
      ['White', 'S', '90.00', '2', ''],
    ]);

    // The owner changes a price and a stock, and adds a product without an id.
    const edited = csvOf(
      ...rows.map((r) =>
        record({ ...r, price: r.size === 'M' ? '99.50' : r.price, stock: r.size === 'S' ? '7' : r.stock }),
      ),
      record({ name: 'Felt hat', category: 'hats', colour: 'Grey', size: 'One size', price: '35', stock: '3' }),
    );
    const dry = await importCsv(store, edited, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({
      dryRun: true,
      imported: false,
      rows: 3,
      products: { create: 1, update: 1 },
      newCategories: ['hats'],
      images: { toFetch: 0, fetched: 0 },
      problemCount: 0,
      problems: [],
    });
    const before = (await admin.get<ApiProduct>(store.at(`/api/products/${id}`))).body;
    expect(before.variants[0]!.sizes[0]!.price).toBe(110);
    expect(await productCount(store)).toBe(1);

    // OUTBOUND_ALLOW_PRIVATE lets webhooks reach a loopback receiver too.
    const hook = await admin.post(store.at('/api/webhooks/endpoints'), {
      url: receiver.url,
      events: ['product.updated'],
    });
    expect(hook.status).toBe(201);

    const done = await importCsv(store, edited, { dryRun: false });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ dryRun: false, imported: true, products: { create: 1, update: 1 } });
    const after = (await admin.get<ApiProduct>(store.at(`/api/products/${id}`))).body;
    expect(after.name).toBe('=Wool cape, "warm"');
    expect(after.description).toBe('Line one\nLine two');
    expect(after.variants.map((v) => [v.color, v.images, v.sizes.map((s) => [s.size, s.price, s.stock])])).toEqual([
      ['Black', ['/uploads/demo/cape.webp'], [['M', 99.5, 5]]],
      ['White', [], [['S', 90, 7]]],
    ]);
    expect(await productCount(store)).toBe(2);
    // The edited product's product.updated is sent, as an edit in the editor sends it.
    const event = await until(
      'product.updated delivered',
      async () =>
        receiver.received
          .map((r) => JSON.parse(r.body) as { type: string; data: { product: { id: string }; by: string } })
          .find((e) => e.type === 'product.updated'),
      30_000,
    );
    expect(event.data).toMatchObject({ product: { id }, by: ADMIN.email });
    // The stock change is in the ledger, as the admin's.
    const history = await admin.get<StockHistoryAnswer>(store.at(`/api/products/admin/stockHistory/${id}`));
    expect(history.body.movements[0]).toMatchObject({
      size: 'S',
      delta: 5,
      stockAfter: 7,
      reason: 'admin_edit',
      actor: ADMIN.email,
    });
  });

  it('lists every broken record with its line on a dry run and refuses the import (422) the same way, changing nothing', async () => {
    const count = await productCount(store);
    const broken = csvOf(
      record({ name: 'Scarf', category: 'Scarves', colour: 'Red', size: 'M', price: '20', stock: '1' }),
      record({ name: '', category: 'Scarves', colour: 'Red', size: 'M', price: '20', stock: '1' }),
      record({ name: 'Belt', category: 'Belts', colour: 'Brown', size: 'M', price: 'twenty', stock: '1' }),
      record({ name: 'Glove', category: 'Gloves', colour: 'Black', size: 'M', price: '10', stock: '1' }),
      record({ name: 'Glove', category: 'Gloves', colour: 'Black', size: 'M', price: '10', stock: '2' }),
      record({
        name: 'Cap',
        category: 'Hats',
        colour: 'Blue',
        size: 'M',
        price: '5',
        stock: '1',
        image_urls: 'javascript:alert(1)',
      }),
      record({
        product_id: '00000000-0000-4000-8000-000000000000',
        name: 'Ghost',
        category: 'Hats',
        colour: 'Blue',
        size: 'M',
        price: '5',
        stock: '1',
      }),
    );
    const dry = await importCsv(store, broken, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.problems.map((p) => [p.line, p.column])).toEqual([
      [3, 'name'],
      [4, 'price'],
      [6, 'size'],
      [7, 'image_urls'],
      [8, 'product_id'],
    ]);
    expect(dry.body.problemCount).toBe(5);
    expect(dry.body.products).toEqual({ create: 1, update: 0 });

    const refused = await importCsv(store, broken, { dryRun: false });
    expect(refused.status).toBe(422);
    expect(refused.body.imported).toBe(false);
    expect(refused.body.problems).toEqual(dry.body.problems);
    expect(await productCount(store)).toBe(count);
  });

  it('fetches image URLs through the upload checks and stores them; the export re-imported fetches nothing again', async () => {
    const csv = csvOf(
      record({
        name: 'Linen shirt',
        category: 'Shirts',
        colour: 'White',
        size: 'M',
        price: '40',
        stock: '2',
        image_urls: `${imageBase}/a.png | ${imageBase}/b.png`,
      }),
      record({ name: 'Linen shirt', category: 'Shirts', colour: 'White', size: 'L', price: '40', stock: '1' }),
    );
    const dry = await importCsv(store, csv, { dryRun: true });
    expect(dry.body).toMatchObject({ problemCount: 0, images: { toFetch: 2, fetched: 0 } });
    expect(imageHits).toEqual([]);
    const done = await importCsv(store, csv, { dryRun: false });
    expect(done.status).toBe(200);
    expect(done.body.images).toEqual({ toFetch: 2, fetched: 2 });
    expect(imageHits.sort()).toEqual(['/a.png', '/b.png']);

    const shirt = (await admin.get<ApiProduct[]>(store.at('/api/products/search?query=linen'))).body[0]!;
    const urls = shirt.variants[0]!.images;
    expect(urls).toHaveLength(1); // The two addresses serve the same picture: stored once.
    expect(urls[0]).toMatch(/^\/uploads\/.+\.webp$/);
    const served = await fetch(store.at(urls[0]!));
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/webp');

    // Not an image, or not there: the record's problem, and nothing imported.
    const bad = csvOf(
      record({
        name: 'Silk tie',
        category: 'Ties',
        colour: 'Red',
        size: 'One',
        price: '15',
        stock: '1',
        image_urls: `${imageBase}/text.png`,
      }),
      record({
        name: 'Wool tie',
        category: 'Ties',
        colour: 'Red',
        size: 'One',
        price: '15',
        stock: '1',
        image_urls: `${imageBase}/missing.png`,
      }),
    );
    const refused = await importCsv(store, bad, { dryRun: false });
    expect(refused.status).toBe(422);
    expect(refused.body.problems).toEqual([
      { line: 2, column: 'image_urls', message: expect.stringMatching(/text\.png: Only JPEG, PNG and WebP/) },
      { line: 3, column: 'image_urls', message: expect.stringMatching(/missing\.png: .*404/) },
    ]);

    imageHits.length = 0;
    const again = await importCsv(store, (await exportCsv(store)).text, { dryRun: false });
    expect(again.status).toBe(200);
    expect(again.body.images).toEqual({ toFetch: 0, fetched: 0 });
    expect(imageHits).toEqual([]);
  });

  it('refuses an image address in the store’s own network as a record’s problem without OUTBOUND_ALLOW_PRIVATE', async () => {
    const token = await signIn(strict);
    imageHits.length = 0;
    const csv = csvOf(
      record({ name: 'Coat', category: 'Coats', colour: 'Black', size: 'M', price: '100', stock: '1' }),
      record({
        name: 'Parka',
        category: 'Coats',
        colour: 'Green',
        size: 'M',
        price: '100',
        stock: '1',
        image_urls: `${imageBase}/a.png`,
      }),
      record({
        name: 'Cloak',
        category: 'Coats',
        colour: 'Grey',
        size: 'M',
        price: '100',
        stock: '1',
        image_urls: 'http://169.254.169.254/latest/meta-data',
      }),
    );
    for (const dryRun of [true, false]) {
      const answer = await importCsv(strict, csv, { dryRun, token });
      expect(answer.status).toBe(dryRun ? 200 : 422);
      expect(answer.body.problems).toEqual([
        { line: 3, column: 'image_urls', message: expect.stringMatching(/private network \(127\.0\.0\.1\)/) },
        { line: 4, column: 'image_urls', message: expect.stringMatching(/private network \(169\.254\.169\.254\)/) },
      ]);
    }
    expect(imageHits).toEqual([]);
    expect(await productCount(strict)).toBe(0);
  });

  it('imports a file of 1,000 products in one go: dry run, then the import', async () => {
    const records: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const base = {
        name: `Bulk item ${i}`,
        category: `Bulk ${i % 7}`,
        description: `Item ${i}, made in "batch" ${i % 3}`,
      };
      records.push(record({ ...base, colour: 'Black', size: 'S', price: `${10 + (i % 90)}.50`, stock: String(i % 5) }));
      records.push(record({ colour: 'Black', name: base.name, size: 'M', price: `${11 + (i % 90)}.50`, stock: '3' }));
      records.push(record({ colour: 'Navy', name: base.name, size: 'M', price: `${11 + (i % 90)}.50`, stock: '1' }));
    }
    const csv = csvOf(...records);
    const before = await productCount(store);
    const dry = await importCsv(store, csv, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ rows: 3000, products: { create: 1000, update: 0 }, problemCount: 0 });
    expect(await productCount(store)).toBe(before);
    const done = await importCsv(store, csv, { dryRun: false });
    expect(done.status).toBe(200);
    expect(done.body.imported).toBe(true);
    expect(await productCount(store)).toBe(before + 1000);
    const exported = exportedRows((await exportCsv(store)).text).filter((r) => r.name.startsWith('Bulk item '));
    expect(exported).toHaveLength(3000);
  }, 240_000);

  it('is for admins only: a shopper is refused (403), a visitor asked to sign in (401)', async () => {
    const shopper = await registerCustomer({ at: store.at });
    const token = shopper.session.token;
    expect((await exportCsv(store, token)).status).toBe(403);
    expect((await importCsv(store, csvOf(), { dryRun: true, token })).status).toBe(403);
    expect((await fetch(store.at('/api/products/admin/catalogue/export.csv'))).status).toBe(401);
  });
});
