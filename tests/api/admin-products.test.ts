/**
 * The back office's product and category-discount calls (SPEC §7), on a store of this
 * file's own: creating, editing and deleting products changes the catalogue every other
 * suite reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminCategory,
  ApiOrder,
  ApiProduct,
  CartQuoteAnswer,
  CategoryDiscountAnswer,
  CheckoutSessionAnswer,
} from '#domain/api-answer-schemas.ts';
import { categoryBanner } from '#domain/catalog-display.ts';
import { registerCustomer } from '#tests/support/accounts.ts';
import { guestCheckoutBody } from '#tests/support/checkout-input.ts';
import { createClient } from '#tests/support/http.ts';
import { startOwnStore, type OwnStore } from '#tests/support/own-store.ts';
import { ADMIN } from '#tests/support/store-config.ts';

type Msg = { message: string; errors?: Record<string, string> };
type Client = ReturnType<typeof createClient>;

let store: OwnStore;
let at: OwnStore['at'];
let admin: Client;
let customer: Client;

const FUTURE = '2099-01-01T00:00:00.000Z';
const PAST = '2001-01-01T00:00:00.000Z';

/** A valid product payload: Black with S, M and L (sent out of order) and White with one size. */
function productBody(overrides: Record<string, unknown> = {}) {
  return {
    name: '  Wool Cape ',
    description: 'Warm.\nHand-made in Bishkek.',
    category: 'Capes',
    isFeatured: true,
    variants: [
      {
        color: 'Black',
        images: ['/uploads/demo/capes-black.webp', '/uploads/demo/capes-black-2.webp'],
        sizes: [
          { size: 'L', price: 120, stock: 3, discount: { percentage: 0, expiresAt: null } },
          { size: 'S', price: 100, stock: 10, discount: { percentage: 10, expiresAt: FUTURE } },
          { size: 'M', price: 110, stock: 10 },
        ],
      },
      {
        color: 'White',
        images: [],
        sizes: [{ size: 'M', price: '99.50', stock: '4', discount: { percentage: 50, expiresAt: PAST } }],
      },
    ],
    ...overrides,
  };
}

const products = async () => (await createClient().get<ApiProduct[]>(at('/api/products'))).body;
const getProduct = (id: string) => createClient().get<ApiProduct & Msg>(at(`/api/products/${id}`));
const categories = async () => (await admin.get<AdminCategory[]>(at('/api/products/admin/categories'))).body;

async function createProduct(overrides: Record<string, unknown> = {}): Promise<ApiProduct> {
  const res = await admin.post<ApiProduct>(at('/api/products/admin/createProduct'), productBody(overrides));
  expect(res.status).toBe(201);
  return res.body;
}

function sizeOf(product: ApiProduct, color: string, size: string) {
  return product.variants.find((v) => v.color === color)!.sizes.find((s) => s.size === size)!;
}

/** Places a guest order for one line through checkout (stock reserved, awaiting payment). */
async function placeOrder(product: ApiProduct, color: string, size: string, quantity: number) {
  const res = await createClient().post<CheckoutSessionAnswer & Msg>(
    at('/api/orders/create-checkout-session'),
    guestCheckoutBody(product, color, size, quantity),
  );
  expect(res.status).toBe(201);
  return res.body;
}

async function pay(session: CheckoutSessionAnswer) {
  const sessionId = new URL(session.url).pathname.split('/').pop()!;
  const res = await createClient().post<{ status: string }>(at(`/api/payments/test/${sessionId}`), {
    cardNumber: '4242 4242 4242 4242',
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  store = await startOwnStore('admin-products');
  at = store.at;
  const login = await createClient().post<{ token: string }>(at('/api/auth/login'), ADMIN);
  admin = createClient({ token: login.body.token });
  customer = (await registerCustomer({ at })).client;
}, 120_000);

afterAll(async () => {
  await store?.close();
});

describe('who may call the product admin API', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  const ENDPOINTS: [method: 'get' | 'post' | 'put' | 'delete', path: string][] = [
    ['get', '/api/products/admin/categories'],
    ['post', '/api/products/admin/createProduct'],
    ['put', `/api/products/admin/updateProduct/${someId}`],
    ['delete', `/api/products/admin/deleteProduct/${someId}`],
    ['post', '/api/products/admin/applyCategoryDiscount'],
    ['delete', '/api/products/admin/removeCategoryDiscount'],
    ['put', '/api/products/admin/categoryNames'],
  ];

  it.each(ENDPOINTS)('%s %s: 401 for a visitor, 403 for a customer, and nothing changes', async (method, path) => {
    const before = await products();
    expect((await createClient()[method](at(path))).status).toBe(401);
    const res = await customer[method]<Msg>(at(path));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This action needs an administrator account.');
    expect(await products()).toEqual(before);
  });
});

describe('POST /api/products/admin/createProduct', () => {
  it('creates a product with colours, images and sizes, shown at once by GET /api/products/:id and the listing', async () => {
    const created = await createProduct();
    expect(created).toMatchObject({
      name: 'Wool Cape',
      description: 'Warm.\nHand-made in Bishkek.',
      category: 'Capes',
      isFeatured: true,
      // The fallback price is the first colour's first size.
      price: 100,
      averageRating: 0,
      numReviews: 0,
      categoryDiscount: { percentage: 0, flatAmount: 0, expiresAt: null },
    });
    const [black, white] = created.variants;
    expect(black).toMatchObject({
      color: 'Black',
      images: ['/uploads/demo/capes-black.webp', '/uploads/demo/capes-black-2.webp'],
    });
    // Sizes in the store's size order, the active size discount applied, no discount where none was given.
    expect(black!.sizes).toEqual([
      { size: 'S', price: 100, discountedPrice: 90, stock: 10, discount: { percentage: 10, expiresAt: FUTURE } },
      { size: 'M', price: 110, discountedPrice: 110, stock: 10, discount: { percentage: 0, expiresAt: null } },
      { size: 'L', price: 120, discountedPrice: 120, stock: 3, discount: { percentage: 0, expiresAt: null } },
    ]);
    // An ended discount is kept as it was and takes nothing off.
    expect(white).toMatchObject({
      color: 'White',
      images: [],
      sizes: [
        { size: 'M', price: 99.5, discountedPrice: 99.5, stock: 4, discount: { percentage: 50, expiresAt: PAST } },
      ],
    });

    const read = await getProduct(created._id);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created);
    expect((await products()).find((p) => p._id === created._id)).toEqual(created);
    const page = await createClient().get<{ products: ApiProduct[] }>(at('/api/products?category=Capes&color=White'));
    expect(page.body.products.map((p) => p._id)).toContain(created._id);
    const search = await createClient().get<ApiProduct[]>(at('/api/products/search?query=wool%20cape'));
    expect(search.body.map((p) => p._id)).toContain(created._id);
  });

  const oneSize = (size: Record<string, unknown>) => ({
    variants: [{ color: 'Black', images: [], sizes: [{ size: 'M', price: 10, stock: 1, ...size }] }],
  });
  it.each([
    [{ name: '   ' }, 'name', 'Please enter the product name.'],
    [{ name: 'x'.repeat(121) }, 'name', 'Name must be at most 120 characters.'],
    [{ name: 'Cape\u0000' }, 'name', 'Name contains characters that are not allowed.'],
    [{ category: '' }, 'category', 'Please enter a category.'],
    [{ category: undefined }, 'category', 'Please enter a category.'],
    [{ description: 'x'.repeat(5001) }, 'description', 'Description must be at most 5000 characters.'],
    [{ isFeatured: 'yes' }, 'isFeatured', 'Featured must be true or false.'],
    [{ variants: [] }, 'variants', 'Add at least one colour with one size.'],
    [{ variants: undefined }, 'variants', 'Add at least one colour with one size.'],
    [
      { variants: [{ color: 'Black', images: [], sizes: [] }] },
      'variants.0.sizes',
      'Add at least one size to this colour.',
    ],
    [
      { variants: [{ color: ' ', images: [], sizes: [{ size: 'M', price: 10, stock: 1 }] }] },
      'variants.0.color',
      'Please enter a colour.',
    ],
    [oneSize({ size: '' }), 'variants.0.sizes.0.size', 'Please enter a size.'],
    [oneSize({ price: -1 }), 'variants.0.sizes.0.price', 'Price cannot be negative.'],
    [oneSize({ price: 'ten' }), 'variants.0.sizes.0.price', 'Price must be an amount like 25 or 19.99.'],
    [oneSize({ price: 10.005 }), 'variants.0.sizes.0.price', 'Price can have at most 2 decimals.'],
    [oneSize({ stock: 1.5 }), 'variants.0.sizes.0.stock', 'Stock must be a whole number from 0 to 1000000.'],
    [oneSize({ stock: -1 }), 'variants.0.sizes.0.stock', 'Stock must be a whole number from 0 to 1000000.'],
    [
      oneSize({ discount: { percentage: 101, expiresAt: FUTURE } }),
      'variants.0.sizes.0.discount.percentage',
      'Discount must be a whole number from 0 to 100.',
    ],
    [
      oneSize({ discount: { percentage: -5, expiresAt: FUTURE } }),
      'variants.0.sizes.0.discount.percentage',
      'Discount must be a whole number from 0 to 100.',
    ],
    [
      oneSize({ discount: { percentage: 20 } }),
      'variants.0.sizes.0.discount.expiresAt',
      'A discount needs an expiry date.',
    ],
    [
      oneSize({ discount: { percentage: 20, expiresAt: 'soon' } }),
      'variants.0.sizes.0.discount.expiresAt',
      'Please enter a valid expiry date.',
    ],
    [
      { variants: [{ color: 'Black', images: ['javascript:alert(1)'], sizes: [{ size: 'M', price: 10, stock: 1 }] }] },
      'variants.0.images.0',
      'Images must be stored images (/uploads/…) or https:// addresses.',
    ],
    [
      { variants: [{ color: 'Black', images: ['/uploads/../data/db'], sizes: [{ size: 'M', price: 10, stock: 1 }] }] },
      'variants.0.images.0',
      'Images must be stored images (/uploads/…) or https:// addresses.',
    ],
    [
      {
        variants: [
          { color: 'Black', images: [], sizes: [{ size: 'M', price: 10, stock: 1 }] },
          { color: ' black ', images: [], sizes: [{ size: 'M', price: 10, stock: 1 }] },
        ],
      },
      'variants.1.color',
      'Each colour can appear once: "black" is repeated.',
    ],
    [
      {
        variants: [
          {
            color: 'Black',
            images: [],
            sizes: [
              { size: 'M', price: 10, stock: 1 },
              { size: 'm', price: 12, stock: 1 },
            ],
          },
        ],
      },
      'variants.0.sizes.1.size',
      'Each size can appear once per colour: "m" is repeated in Black.',
    ],
  ])('refuses %o: 400 "%s: %s" and stores nothing', async (overrides, field, message) => {
    const before = await products();
    const res = await admin.post<Msg>(at('/api/products/admin/createProduct'), productBody(overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toEqual({ [field]: message });
    expect(await products()).toEqual(before);
  });

  it('names every wrong field at once', async () => {
    const res = await admin.post<Msg>(at('/api/products/admin/createProduct'), {
      name: '',
      category: '',
      variants: [],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please correct the highlighted fields.');
    expect(res.body.errors).toEqual({
      name: 'Please enter the product name.',
      category: 'Please enter a category.',
      variants: 'Add at least one colour with one size.',
    });
  });
});

describe('PUT /api/products/admin/updateProduct/:id', () => {
  it('replaces fields, colours and sizes; the answer is what the storefront reads', async () => {
    const created = await createProduct({ name: 'Linen Cape' });
    const res = await admin.put<ApiProduct>(at(`/api/products/admin/updateProduct/${created._id}`), {
      name: 'Linen Cape II',
      category: 'Capes',
      description: '',
      isFeatured: false,
      price: 80,
      variants: [
        // White first now, Black renamed in case, its S removed and XL added; Navy is new.
        { color: 'White', images: ['/uploads/demo/capes-white.webp'], sizes: [{ size: 'M', price: 95, stock: 2 }] },
        {
          color: 'BLACK',
          images: ['/uploads/demo/capes-black-2.webp'],
          sizes: [
            { size: 'XL', price: 130, stock: 1 },
            { size: 'm', price: 105, stock: 7, discount: { percentage: 20, expiresAt: FUTURE } },
          ],
        },
        { color: 'Navy', images: [], sizes: [{ size: '38', price: 70, stock: 0 }] },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: created._id,
      createdAt: created.createdAt,
      name: 'Linen Cape II',
      description: '',
      isFeatured: false,
      price: 80,
    });
    expect(res.body.variants.map((v) => v.color)).toEqual(['White', 'BLACK', 'Navy']);
    expect(res.body.variants[1]).toMatchObject({
      _id: created.variants[0]!._id,
      images: ['/uploads/demo/capes-black-2.webp'],
      sizes: [
        { size: 'm', price: 105, discountedPrice: 84, stock: 7, discount: { percentage: 20, expiresAt: FUTURE } },
        { size: 'XL', price: 130, discountedPrice: 130, stock: 1, discount: { percentage: 0, expiresAt: null } },
      ],
    });
    expect((await getProduct(created._id)).body).toEqual(res.body);
    const search = await createClient().get<ApiProduct[]>(at('/api/products/search?query=navy%20linen'));
    expect(search.body.map((p) => p._id)).toContain(created._id);
  });

  it('keeps a size that stays, so an order awaiting payment gives its stock back to it', async () => {
    const product = await createProduct({ name: 'Reserved Cape' });
    const order = await placeOrder(product, 'Black', 'M', 2);
    expect(sizeOf((await getProduct(product._id)).body, 'Black', 'M').stock).toBe(8);

    const body = productBody({ name: 'Reserved Cape' });
    body.variants[0]!.sizes[2] = { size: 'M', price: 115, stock: 20 };
    expect((await admin.put(at(`/api/products/admin/updateProduct/${product._id}`), body)).status).toBe(200);

    const cancelled = await createClient().post<{ cancelled: boolean; order: ApiOrder }>(
      at(`/api/orders/${order.orderId}/cancel-payment`),
      { token: order.token },
    );
    expect(cancelled.body.cancelled).toBe(true);
    expect(sizeOf((await getProduct(product._id)).body, 'Black', 'M')).toMatchObject({ price: 115, stock: 22 });
    // The order still shows what was sold, at the price it was sold for.
    expect(cancelled.body.order.items[0]).toMatchObject({
      product: { _id: product._id, name: 'Reserved Cape' },
      variant: { color: 'Black', size: 'M', price: 110 },
      quantity: 2,
    });
  });

  it('takes back the product as GET answers it, changing nothing (an edit form can send what it read)', async () => {
    const product = await createProduct({ name: 'Round Trip Cape' });
    const res = await admin.put<ApiProduct>(at(`/api/products/admin/updateProduct/${product._id}`), product);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(product);
  });

  it('refuses bad input (400) and unknown products (404), changing nothing', async () => {
    const product = await createProduct({ name: 'Steady Cape' });
    const bad = await admin.put<Msg>(
      at(`/api/products/admin/updateProduct/${product._id}`),
      productBody({ variants: [] }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ variants: 'Add at least one colour with one size.' });
    expect((await getProduct(product._id)).body).toEqual(product);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await admin.put<Msg>(at(`/api/products/admin/updateProduct/${id}`), productBody());
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Product not found.');
    }
  });
});

describe('DELETE /api/products/admin/deleteProduct/:id', () => {
  it('deletes the product and its reviews; an order that contains it stays intact', async () => {
    const product = await createProduct({ name: 'Sold Cape' });
    const order = await placeOrder(product, 'Black', 'S', 1);
    await pay(order);
    const review = await customer.post(at(`/api/products/${product._id}/reviews`), {
      rating: 5,
      comment: 'Lovely cape.',
    });
    expect(review.status).toBe(201);
    const before = (await createClient().get<ApiOrder>(at(`/api/orders/${order.orderId}?token=${order.token}`))).body;

    const res = await admin.delete<Msg & { _id: string }>(at(`/api/products/admin/deleteProduct/${product._id}`));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Product deleted successfully', _id: product._id });

    expect((await getProduct(product._id)).status).toBe(404);
    expect((await products()).some((p) => p._id === product._id)).toBe(false);
    expect((await createClient().get(at(`/api/products/${product._id}/reviews`))).status).toBe(404);

    const after = await createClient().get<ApiOrder>(at(`/api/orders/${order.orderId}?token=${order.token}`));
    expect(after.status).toBe(200);
    expect(after.body).toEqual({
      ...before,
      items: before.items.map((i) => ({ ...i, product: { ...i.product, _id: null } })),
    });
    expect(after.body.items[0]).toMatchObject({
      product: { name: 'Sold Cape' },
      variant: { color: 'Black', size: 'S', price: 100, discountedPrice: 90 },
      quantity: 1,
    });
    expect(after.body.paymentStatus).toBe('paid');
    const all = await admin.get<ApiOrder[]>(at('/api/orders/all'));
    expect(all.body.find((o) => o._id === order.orderId)?.items[0]?.product.name).toBe('Sold Cape');

    const again = await admin.delete<Msg>(at(`/api/products/admin/deleteProduct/${product._id}`));
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Product not found.');
  });
});

describe('category discounts', () => {
  const CATEGORY = 'Ponchos';
  const apply = (body: Record<string, unknown>) =>
    admin.post<CategoryDiscountAnswer & Msg>(at('/api/products/admin/applyCategoryDiscount'), body);
  const remove = (body: Record<string, unknown>) =>
    admin.delete<CategoryDiscountAnswer & Msg>(at('/api/products/admin/removeCategoryDiscount'), body);
  let poncho: ApiProduct;
  let other: ApiProduct;

  beforeAll(async () => {
    poncho = await createProduct({ name: 'Felt Poncho', category: CATEGORY });
    // Typed in another case, it joins the category under its stored spelling.
    expect((await createProduct({ name: 'Striped Poncho', category: 'ponchos ' })).category).toBe(CATEGORY);
    other = await createProduct({ name: 'Plain Cape', category: 'Capes' });
  });

  const quote = async (product: ApiProduct) =>
    (
      await createClient().post<CartQuoteAnswer>(at('/api/cart/quote'), {
        items: [{ productId: product._id, color: 'Black', size: 'M', quantity: 1 }],
      })
    ).body;

  it('applies a percentage: prices, the cart and the home banner follow at once; removing ends it', async () => {
    const res = await apply({ category: ' PONCHOS ', percentage: 30, expiresAt: FUTURE });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Category discount applied',
      category: {
        name: CATEGORY,
        productCount: 2,
        discount: { percentage: 30, flatAmount: 0, expiresAt: FUTURE, active: true },
        names: {},
      },
    });

    const read = (await getProduct(poncho._id)).body;
    expect(read.categoryDiscount).toEqual({ percentage: 30, flatAmount: 0, expiresAt: FUTURE });
    // The lowest of the size's own 10 % and the category's 30 %.
    expect(sizeOf(read, 'Black', 'S').discountedPrice).toBe(70);
    expect(sizeOf(read, 'Black', 'M').discountedPrice).toBe(77);
    expect((await getProduct(other._id)).body).toEqual(other);
    expect((await quote(poncho)).lines[0]).toMatchObject({ price: 110, discountedPrice: 77 });
    expect(categoryBanner(await products(), 'USD', new Date())?.text).toBe('LIMITED TIME: GET 30% OFF ON ALL PONCHOS!');
    expect((await categories()).find((c) => c.name === CATEGORY)).toEqual(res.body.category);

    const removed = await remove({ category: 'ponchos' });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({
      message: 'Category discount removed',
      category: { name: CATEGORY, productCount: 2, discount: null, names: {} },
    });
    expect((await getProduct(poncho._id)).body).toEqual(poncho);
    expect((await quote(poncho)).lines[0]).toMatchObject({ price: 110, discountedPrice: 110 });
    expect(categoryBanner(await products(), 'USD', new Date())).toBeNull();

    const again = await remove({ category: CATEGORY });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('This category has no discount.');
  });

  it('a flat amount replaces a percentage, and the banner says the amount', async () => {
    expect((await apply({ category: CATEGORY, percentage: 15, expiresAt: FUTURE })).status).toBe(200);
    const res = await apply({ category: CATEGORY, flatAmount: '12.50', expiresAt: FUTURE });
    expect(res.status).toBe(200);
    expect(res.body.category.discount).toEqual({ percentage: 0, flatAmount: 12.5, expiresAt: FUTURE, active: true });
    const read = (await getProduct(poncho._id)).body;
    expect(sizeOf(read, 'Black', 'M').discountedPrice).toBe(97.5);
    expect(categoryBanner(await products(), 'USD', new Date())?.text).toBe(
      'LIMITED TIME: GET $12.50 OFF ON ALL PONCHOS!',
    );
    expect((await categories()).filter((c) => c.name.toLowerCase() === 'ponchos')).toHaveLength(1);
    expect((await remove({ category: CATEGORY })).status).toBe(200);
  });

  it('lists every category with its product count and discount', async () => {
    const list = await categories();
    expect(list.map((c) => c.name)).toEqual([...list.map((c) => c.name)].sort((a, b) => a.localeCompare(b)));
    const capes = list.find((c) => c.name === 'Capes')!;
    expect(capes.productCount).toBe(
      (await products()).filter((p) => p.category.trim().toLowerCase() === 'capes').length,
    );
    expect(capes.discount).toBeNull();
  });

  it.each([
    [{ category: '', percentage: 10, expiresAt: FUTURE }, 'category', 'Please choose a category.'],
    [{ percentage: 10, expiresAt: FUTURE }, 'category', 'Please choose a category.'],
    [{ category: CATEGORY, expiresAt: FUTURE }, 'percentage', 'Give either a percentage or a flat amount.'],
    [
      { category: CATEGORY, percentage: 10, flatAmount: 5, expiresAt: FUTURE },
      'flatAmount',
      'Give either a percentage or a flat amount, not both.',
    ],
    [
      { category: CATEGORY, percentage: 0, expiresAt: FUTURE },
      'percentage',
      'Percentage must be a whole number from 1 to 100.',
    ],
    [
      { category: CATEGORY, percentage: 101, expiresAt: FUTURE },
      'percentage',
      'Percentage must be a whole number from 1 to 100.',
    ],
    [
      { category: CATEGORY, percentage: 12.5, expiresAt: FUTURE },
      'percentage',
      'Percentage must be a whole number from 1 to 100.',
    ],
    [{ category: CATEGORY, flatAmount: 0, expiresAt: FUTURE }, 'flatAmount', 'Flat amount must be greater than 0.'],
    [{ category: CATEGORY, flatAmount: -3, expiresAt: FUTURE }, 'flatAmount', 'Flat amount must be greater than 0.'],
    [{ category: CATEGORY, percentage: 10 }, 'expiresAt', 'Please choose when the discount ends.'],
    [{ category: CATEGORY, percentage: 10, expiresAt: PAST }, 'expiresAt', 'The discount must end in the future.'],
    [{ category: CATEGORY, percentage: 10, expiresAt: 'tomorrow' }, 'expiresAt', 'Please enter a valid expiry date.'],
  ])('refuses %o: 400 "%s: %s" and changes nothing', async (body, field, message) => {
    const before = await categories();
    const res = await apply(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toEqual({ [field]: message });
    expect(await categories()).toEqual(before);
  });

  it('refuses a category no product has', async () => {
    const before = await categories();
    const res = await apply({ category: 'Spacesuits', percentage: 10, expiresAt: FUTURE });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('There is no product in this category.');
    expect(await categories()).toEqual(before);
    const removed = await remove({ category: '' });
    expect(removed.status).toBe(400);
    expect(removed.body.errors).toEqual({ category: 'Please choose a category.' });
  });
});

describe('names and descriptions in Russian and Kyrgyz (decision 62)', () => {
  it('stores a product’s Russian and Kyrgyz texts, answers them under `translations`, and leaves the SPEC’s fields English', async () => {
    const created = await createProduct({
      name: 'Felt Cape',
      translations: {
        ru: { name: ' Войлочная накидка ', description: 'Тёплая.' },
        ky: { name: '', description: null },
      },
    });
    expect(created).toMatchObject({ name: 'Felt Cape', description: 'Warm.\nHand-made in Bishkek.' });
    expect(created.translations).toEqual({ ru: { name: 'Войлочная накидка', description: 'Тёплая.' } });
    expect((await getProduct(created._id)).body.translations).toEqual(created.translations);

    const edited = await admin.put<ApiProduct>(
      at(`/api/products/admin/updateProduct/${created._id}`),
      productBody({ name: 'Felt Cape', translations: { ky: { name: 'Кийиз жапкыч' } } }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.translations).toEqual({ ky: { name: 'Кийиз жапкыч' } });

    // The public search finds it by its Kyrgyz name.
    const found = await createClient().get<ApiProduct[]>(
      at(`/api/products/search?query=${encodeURIComponent('жапкыч')}`),
    );
    expect(found.body.map((p) => p._id)).toContain(created._id);
  });

  it('refuses a translation longer than the English field’s limit, or not an object, naming the field', async () => {
    const before = await products();
    const tooLong = await admin.post<Msg>(
      at('/api/products/admin/createProduct'),
      productBody({ translations: { ru: { name: 'я'.repeat(121), description: 'я'.repeat(5001) } } }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({
      'translations.ru.name': 'Name (Russian) must be at most 120 characters.',
      'translations.ru.description': 'Description (Russian) must be at most 5000 characters.',
    });
    const notObject = await admin.post<Msg>(at('/api/products/admin/createProduct'), productBody({ translations: 7 }));
    expect(notObject.status).toBe(400);
    expect(Object.keys(notObject.body.errors ?? {})).toEqual(['translations']);
    expect(await products()).toEqual(before);
  });

  it('names a category in Russian and Kyrgyz (PUT …/categoryNames), lists the names, and refuses bad input', async () => {
    await createProduct({ category: 'Shawls' });
    const put = (body: unknown) =>
      admin.put<CategoryDiscountAnswer & Msg>(at('/api/products/admin/categoryNames'), body);
    const named = await put({ category: 'shawls ', names: { ru: 'Шали', ky: 'Шалдар' } });
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({
      message: 'Category names saved',
      category: { name: 'Shawls', names: { ru: 'Шали', ky: 'Шалдар' } },
    });
    expect((await categories()).find((c) => c.name === 'Shawls')?.names).toEqual({ ru: 'Шали', ky: 'Шалдар' });

    const cleared = await put({ category: 'Shawls', names: { ru: '', ky: 'Шалдар' } });
    expect(cleared.body.category.names).toEqual({ ky: 'Шалдар' });

    const tooLong = await put({ category: 'Shawls', names: { ru: 'я'.repeat(61) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ 'names.ru': 'Name (Russian) must be at most 60 characters.' });
    const unknown = await put({ category: 'Nothing Here', names: { ru: 'Ничего' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('There is no product in this category.');
    expect((await categories()).find((c) => c.name === 'Shawls')?.names).toEqual({ ky: 'Шалдар' });
  });
});
