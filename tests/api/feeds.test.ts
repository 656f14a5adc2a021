/**
 * The product feeds over real HTTP (decision 69): GET /feeds/google.xml is well-formed RSS
 * 2.0 (read with jsdom's XML parser) whose every item carries each attribute Google's
 * product data specification requires of apparel variants, in its format; GET /feeds/meta.csv
 * parses as RFC 4180 with Meta's required columns on every record; a sale price only with a
 * live discount, with its interval; a sold-out size out of stock; an admin edit shows at the
 * next fetch; 304 on the ETag; robots.txt names both. On a store of this file's own, with the
 * storefront build (robots.txt is a page route).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { startServer, type RunningServer } from '#server/start.ts';
import { fetchChecked } from '#tests/support/documented-answers.ts';
import { createClient } from '#tests/support/http.ts';
import { ADMIN, testStoreConfig } from '#tests/support/store-config.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';

type Client = ReturnType<typeof createClient>;
type Msg = { message: string };

const G = 'http://base.google.com/ns/1.0';
const ORIGIN = 'http://shop.test';
const FUTURE = '2099-01-01T00:00:00.000Z';
const PAST = '2001-01-01T00:00:00.000Z';
const PRICE = /^\d+\.\d{2} USD$/;
const ABSOLUTE_URL = /^https?:\/\/[^\s/]+\/\S*$/;
const ISO_INTERVAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z\/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

let server: RunningServer;
let database: TestDatabase;
let dataDir: string;
let admin: Client;
let coat: ApiProduct;
let scarf: ApiProduct;
const at = (pathAndQuery: string) => `${server.url}${pathAndQuery}`;

function coatBody(overrides: { mPrice?: number; mStock?: number } = {}) {
  return {
    name: 'Feed Coat',
    description: 'Felted wool, lined.\nHand-made in Bishkek.',
    category: 'Feed Coats',
    isFeatured: false,
    variants: [
      {
        color: 'Black',
        images: ['/uploads/demo/coat-black.webp', 'https://cdn.example/coat-black-2.webp'],
        sizes: [
          { size: 'S', price: 100, stock: 5, discount: { percentage: 10, expiresAt: FUTURE } },
          { size: 'M', price: overrides.mPrice ?? 110, stock: overrides.mStock ?? 0 },
          { size: 'L', price: 120, stock: 3 },
        ],
      },
      {
        // No pictures of its own: the product's first colour's stand in.
        color: 'White',
        images: [],
        sizes: [{ size: 'M', price: 99.5, stock: 4, discount: { percentage: 50, expiresAt: PAST } }],
      },
    ],
  };
}

const SCARF_NAME = 'Scarf & <Shawl> "Kiyiz", striped';
const scarfBody = {
  name: SCARF_NAME,
  description: 'Wool & silk, 180 × 40 cm; "soft", warm.',
  category: 'Feed Scarves',
  isFeatured: false,
  variants: [
    { color: 'Red', images: ['/uploads/demo/scarf-red.webp'], sizes: [{ size: 'One size', price: 30, stock: 2 }] },
  ],
};

/** A product with no picture at all: neither catalogue takes an item without one. */
const bareBody = {
  name: 'Feed Bare Cap',
  description: 'No picture yet.',
  category: 'Feed Caps',
  isFeatured: false,
  variants: [{ color: 'Grey', images: [], sizes: [{ size: 'M', price: 20, stock: 1 }] }],
};

async function create(body: unknown): Promise<ApiProduct> {
  const res = await admin.post<ApiProduct>(at('/api/products/admin/createProduct'), body);
  expect(res.status).toBe(201);
  return res.body;
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-feeds-'));
  database = await createTestDatabase();
  const config = testStoreConfig({ dataDir, databaseUrl: database.url, env: { SEED_DEMO: 'false' } });
  server = await startServer(config, { ui: { kind: 'build', buildDir: inject('buildDir') } });
  const login = await createClient({ baseUrl: server.url }).post<{ token: string }>(at('/api/auth/login'), ADMIN);
  admin = createClient({ token: login.body.token });
  coat = await create(coatBody());
  scarf = await create(scarfBody);
  await create(bareBody);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const get = (pathAndQuery: string, headers: Record<string, string> = {}) => fetchChecked(at(pathAndQuery), { headers });

/** Each `<item>` as a map of its children's names (`g:price`, `title`) to their texts, in order. */
interface GoogleItem {
  one(name: string): string;
  all(name: string): string[];
  shipping: Record<string, string>[];
}

async function googleFeed(query = ''): Promise<{ doc: Document; items: GoogleItem[] }> {
  const res = await get(`/feeds/google.xml${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
  // A real XML parser: malformed XML (a stray `&`, an unclosed element) throws here.
  const doc = new JSDOM(await res.text(), { contentType: 'application/xml' }).window.document;
  const items = [...doc.getElementsByTagName('item')].map((item): GoogleItem => {
    const children = [...item.children];
    const named = (name: string) => {
      const [prefix, local] = name.includes(':') ? name.split(':') : [null, name];
      return children.filter((c) => c.localName === local && (prefix ? c.namespaceURI === G : c.namespaceURI === null));
    };
    return {
      one(name) {
        const found = named(name);
        expect(found, `exactly one ${name}`).toHaveLength(1);
        return found[0]!.textContent!;
      },
      all: (name) => named(name).map((e) => e.textContent!),
      shipping: named('g:shipping').map((s) =>
        Object.fromEntries([...s.children].map((c) => [`${c.prefix}:${c.localName}`, c.textContent!])),
      ),
    };
  });
  return { doc, items };
}

/** RFC 4180: fields separated by commas, quoted when they hold a comma, quote or line end, `""` a quote. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else quoted = false;
    } else if (c === '"') {
      if (field !== '') throw new Error(`A quote inside an unquoted field at ${i}`);
      quoted = true;
    } else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else if (c === '\r' || c === '\n') throw new Error(`A bare line end at ${i}`);
    else field += c;
  }
  if (quoted) throw new Error('An unclosed quote');
  if (field !== '' || record.length > 0) throw new Error('The last record has no CRLF');
  return records;
}

async function metaFeed(query = ''): Promise<Record<string, string>[]> {
  const res = await get(`/feeds/meta.csv${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
  const [header, ...rows] = parseCsv(await res.text());
  for (const row of rows) expect(row).toHaveLength(header!.length);
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!])));
}

const itemFor = (items: GoogleItem[], product: ApiProduct, color: string, size: string) => {
  const found = items.filter(
    (i) => i.one('g:item_group_id') === product._id && i.one('g:color') === color && i.one('g:size') === size,
  );
  expect(found, `${product.name} ${color} ${size}`).toHaveLength(1);
  return found[0]!;
};

describe('GET /feeds/google.xml', () => {
  it('is RSS 2.0 in Google’s namespace whose every item has every attribute Google requires, in its format', async () => {
    const { doc, items } = await googleFeed();
    expect(doc.documentElement.localName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(doc.documentElement.lookupNamespaceURI('g')).toBe(G);
    const channel = doc.documentElement.getElementsByTagName('channel')[0]!;
    expect(channel.getElementsByTagName('title')[0]!.textContent).toBe('ALATOO');
    expect(channel.getElementsByTagName('link')[0]!.textContent).toBe(`${ORIGIN}/`);

    // Coat: Black S, M, L and White M; scarf: one; the product without any picture: none.
    expect(items).toHaveLength(5);
    const ids = items.map((i) => i.one('g:id'));
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of items) {
      const id = item.one('g:id');
      expect(id.length, id).toBeLessThanOrEqual(50);
      expect(item.one('title').length).toBeGreaterThan(0);
      expect(item.one('title').length).toBeLessThanOrEqual(150);
      expect(item.one('description').length).toBeGreaterThan(0);
      expect(item.one('link')).toMatch(ABSOLUTE_URL);
      expect(item.one('link').startsWith(`${ORIGIN}/products/${item.one('g:item_group_id')}?`)).toBe(true);
      expect(item.one('g:image_link')).toMatch(ABSOLUTE_URL);
      for (const url of item.all('g:additional_image_link')) expect(url).toMatch(ABSOLUTE_URL);
      expect(['in_stock', 'out_of_stock']).toContain(item.one('g:availability'));
      expect(item.one('g:price')).toMatch(PRICE);
      expect(item.one('g:brand')).toBe('ALATOO');
      expect(item.one('g:identifier_exists')).toBe('no');
      expect(item.one('g:condition')).toBe('new');
      expect([coat._id, scarf._id]).toContain(item.one('g:item_group_id'));
      expect(item.one('g:color').length).toBeGreaterThan(0);
      expect(item.one('g:size').length).toBeGreaterThan(0);
      expect(item.one('g:product_type').length).toBeGreaterThan(0);
      // A sale price only with its dates, both in format, the sale below the price.
      const sale = item.all('g:sale_price');
      expect(item.all('g:sale_price_effective_date')).toHaveLength(sale.length);
      if (sale.length > 0) {
        expect(sale[0]).toMatch(PRICE);
        expect(parseFloat(sale[0]!)).toBeLessThan(parseFloat(item.one('g:price')));
        const [from, to] = item.one('g:sale_price_effective_date').split('/');
        expect(item.one('g:sale_price_effective_date')).toMatch(ISO_INTERVAL);
        expect(Date.parse(from!)).toBeLessThanOrEqual(Date.now());
        expect(Date.parse(to!)).toBeGreaterThan(Date.now());
      }
      // The zones that name their countries (the migration's Kyrgyzstan and neighbours), each method.
      expect(item.shipping.length).toBeGreaterThan(0);
      for (const s of item.shipping) {
        expect(s['g:country']).toMatch(/^[A-Z]{2}$/);
        expect(s['g:service']!.length).toBeGreaterThan(0);
        expect(s['g:price']).toMatch(PRICE);
        expect(Number(s['g:min_transit_time'])).toBeLessThanOrEqual(Number(s['g:max_transit_time']));
      }
      expect(item.shipping.map((s) => s['g:country'])).toContain('KG');
    }
  });

  it('states each size’s own price, availability and live sale, the colour in the link, and escapes texts', async () => {
    const { items } = await googleFeed();
    const small = itemFor(items, coat, 'Black', 'S');
    expect(small.one('title')).toBe('Feed Coat, Black, S');
    expect(small.one('description')).toBe('Felted wool, lined.\nHand-made in Bishkek.');
    expect(small.one('g:price')).toBe('100.00 USD');
    expect(small.one('g:sale_price')).toBe('90.00 USD');
    expect(small.one('g:sale_price_effective_date')).toBe(`${coat.createdAt}/${FUTURE}`);
    expect(small.one('g:availability')).toBe('in_stock');
    expect(small.one('link')).toBe(`${ORIGIN}/products/${coat._id}?color=Black&size=S`);
    expect(small.one('g:image_link')).toBe(`${ORIGIN}/uploads/demo/coat-black.webp`);
    expect(small.all('g:additional_image_link')).toEqual(['https://cdn.example/coat-black-2.webp']);
    expect(small.one('g:product_type')).toBe('Feed Coats');

    const soldOut = itemFor(items, coat, 'Black', 'M');
    expect(soldOut.one('g:availability')).toBe('out_of_stock');
    expect(soldOut.all('g:sale_price')).toEqual([]);

    // An ended discount is no sale; a colour without pictures shows the product's first.
    const white = itemFor(items, coat, 'White', 'M');
    expect(white.one('g:price')).toBe('99.50 USD');
    expect(white.all('g:sale_price')).toEqual([]);
    expect(white.one('g:image_link')).toBe(`${ORIGIN}/uploads/demo/coat-black.webp`);
    expect(white.one('link')).toBe(`${ORIGIN}/products/${coat._id}?color=White&size=M`);

    const oneSize = itemFor(items, scarf, 'Red', 'One size');
    expect(oneSize.one('title')).toBe(`${SCARF_NAME}, Red, One size`);
    expect(oneSize.one('description')).toBe(scarfBody.description);
    expect(oneSize.one('link')).toBe(`${ORIGIN}/products/${scarf._id}?color=Red&size=One+size`);
    expect(oneSize.one('g:id')).toMatch(new RegExp(`^${scarf.variants[0]!._id}-\\w+$`));
  });

  it('puts a category discount’s sale with its end date on every size of the category', async () => {
    const apply = await admin.post<Msg>(at('/api/products/admin/applyCategoryDiscount'), {
      category: 'Feed Scarves',
      percentage: 20,
      expiresAt: FUTURE,
    });
    expect(apply.status).toBe(200);
    try {
      const oneSize = itemFor((await googleFeed()).items, scarf, 'Red', 'One size');
      expect(oneSize.one('g:sale_price')).toBe('24.00 USD');
      expect(oneSize.one('g:sale_price_effective_date')).toBe(`${scarf.createdAt}/${FUTURE}`);
    } finally {
      const removed = await admin.delete<Msg>(at('/api/products/admin/removeCategoryDiscount'), {
        category: 'Feed Scarves',
      });
      expect(removed.status).toBe(200);
    }
    expect(itemFor((await googleFeed()).items, scarf, 'Red', 'One size').all('g:sale_price')).toEqual([]);
  });

  it('speaks a storefront language when asked: links under it; an unknown one is a 400', async () => {
    const { items } = await googleFeed('?lang=ru');
    expect(items).toHaveLength(5);
    expect(itemFor(items, coat, 'Black', 'S').one('link')).toBe(`${ORIGIN}/ru/products/${coat._id}?color=Black&size=S`);
    const bad = await get('/feeds/google.xml?lang=fr');
    expect(bad.status).toBe(400);
  });
});

describe('GET /feeds/meta.csv', () => {
  it('parses as RFC 4180 with Meta’s required columns filled on every record, the same items as Google’s', async () => {
    const rows = await metaFeed();
    expect(rows).toHaveLength(5);
    const required = [
      'id',
      'title',
      'description',
      'availability',
      'condition',
      'price',
      'link',
      'image_link',
      'brand',
    ];
    for (const row of rows) {
      for (const column of [...required, 'item_group_id', 'color', 'size']) expect(row[column], column).toBeTruthy();
      expect(['in stock', 'out of stock']).toContain(row.availability);
      expect(row.condition).toBe('new');
      expect(row.brand).toBe('ALATOO');
      expect(row.price).toMatch(PRICE);
      expect(row.link).toMatch(ABSOLUTE_URL);
      expect(row.image_link).toMatch(ABSOLUTE_URL);
      if (row.sale_price) expect(row.sale_price_effective_date).toMatch(ISO_INTERVAL);
      else expect(row.sale_price_effective_date).toBe('');
    }
    const googleIds = (await googleFeed()).items.map((i) => i.one('g:id')).sort();
    expect(rows.map((r) => r.id).sort()).toEqual(googleIds);

    const scarfRow = rows.find((r) => r.item_group_id === scarf._id)!;
    expect(scarfRow.title).toBe(`${SCARF_NAME}, Red, One size`);
    expect(scarfRow.description).toBe(scarfBody.description);
    const small = rows.find((r) => r.item_group_id === coat._id && r.color === 'Black' && r.size === 'S')!;
    expect(small).toMatchObject({
      sale_price: '90.00 USD',
      additional_image_link: 'https://cdn.example/coat-black-2.webp',
    });
    const soldOut = rows.find((r) => r.item_group_id === coat._id && r.color === 'Black' && r.size === 'M')!;
    expect(soldOut.availability).toBe('out of stock');
  });
});

describe.each([
  ['google', '/feeds/google.xml'],
  ['meta', '/feeds/meta.csv'],
])('the %s feed’s caching', (_, feedPath) => {
  it('is public for a short while, with an ETag answered by 304, and compressed when asked', async () => {
    // As it is: a compressed copy carries its tag weakened (server/http/compression.ts).
    const plain = { 'Accept-Encoding': 'identity' };
    const first = await get(feedPath, plain);
    expect(first.headers.get('Content-Encoding')).toBeNull();
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=300');
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    const body = await first.text();
    const again = await get(feedPath, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Unchanged catalogue, unchanged feed: the same bytes and tag.
    const third = await get(feedPath, plain);
    expect(third.headers.get('ETag')).toBe(etag);
    expect(await third.text()).toBe(body);

    const gzipped = await get(feedPath, { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gzipped.headers.get('ETag')).toBe(`W/${etag}`);
    expect(await gzipped.text()).toBe(body);
  });
});

describe('an edit in the back office', () => {
  it('shows in both feeds at the next fetch: a new price, and a size back in stock', async () => {
    const before = await get('/feeds/google.xml');
    const etag = before.headers.get('ETag')!;
    const metaEtag = (await get('/feeds/meta.csv')).headers.get('ETag')!;
    const res = await admin.put<Msg>(
      at(`/api/products/admin/updateProduct/${coat._id}`),
      coatBody({ mPrice: 115.25, mStock: 7 }),
    );
    expect(res.status, res.body.message).toBe(200);

    const after = await get('/feeds/google.xml', { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(etag);
    const medium = itemFor((await googleFeed()).items, coat, 'Black', 'M');
    expect(medium.one('g:price')).toBe('115.25 USD');
    expect(medium.one('g:availability')).toBe('in_stock');

    const meta = await get('/feeds/meta.csv', { 'If-None-Match': metaEtag });
    expect(meta.status).toBe(200);
    const row = (await metaFeed()).find((r) => r.item_group_id === coat._id && r.color === 'Black' && r.size === 'M')!;
    expect(row).toMatchObject({ price: '115.25 USD', availability: 'in stock' });
  });
});

describe('robots.txt', () => {
  it('names both feeds with the public origin, and disallows neither', async () => {
    const res = await fetch(at('/robots.txt'));
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`${ORIGIN}/feeds/google.xml`);
    expect(text).toContain(`${ORIGIN}/feeds/meta.csv`);
    const disallowed = text
      .split('\n')
      .filter((line) => line.startsWith('Disallow:'))
      .map((line) => line.slice('Disallow:'.length).trim());
    for (const prefix of disallowed) expect('/feeds/google.xml'.startsWith(prefix), prefix).toBe(false);
  });
});
