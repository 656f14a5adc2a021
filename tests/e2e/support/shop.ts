/** The shop as browser tests use it: catalogue options, a stored cart, coupons, adding from a product page. */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminToken } from './sessions';

export interface ApiSize {
  size: string;
  price: number;
  discountedPrice: number;
  stock: number;
}
export interface ApiProduct {
  _id: string;
  name: string;
  category: string;
  variants: { color: string; images: string[]; sizes: ApiSize[] }[];
  /** The name and description in Russian and Kyrgyz, where given (decision 62). */
  translations?: Partial<Record<'ru' | 'ky', { name?: string; description?: string }>>;
}
/** One product option with enough stock for the steps of a test. */
export interface Option {
  product: ApiProduct;
  color: string;
  size: ApiSize;
  image: string | null;
}

export const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
export const cents = (units: number) => Math.round(units * 100);
export const spaced = (color: string) => color.replace(/([a-z])([A-Z])/g, '$1 $2');
export const label = (o: Option) => `${o.product.name} (${spaced(o.color)}, ${o.size.size})`;

export async function catalogue(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get('/api/products');
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiProduct[];
}

/** Options of distinct products, each with at least `minStock` units, cheapest price first kept as found. */
export async function options(request: APIRequestContext, count: number, minStock = 5): Promise<Option[]> {
  const found: Option[] = [];
  for (const product of await catalogue(request)) {
    for (const variant of product.variants) {
      const size = variant.sizes.find((s) => s.stock >= minStock && s.stock < 90);
      if (size) {
        found.push({ product, color: variant.color, size, image: variant.images[0] ?? null });
        break;
      }
    }
    if (found.length === count) return found;
  }
  throw new Error(`The catalogue has fewer than ${count} products with ${minStock}+ units in one size`);
}

/** A cart exactly as the store keeps it under 'cart' (SPEC §3). */
export function storedCart(
  lines: { option: Option; quantity: number; discountedPrice?: number; productId?: string }[],
) {
  const items = lines.map(({ option, quantity, discountedPrice, productId }) => {
    const id = productId ?? option.product._id;
    return {
      _id: `${id}-${option.color}-${option.size.size}`,
      product: { _id: id, name: option.product.name, category: option.product.category },
      variant: {
        color: option.color,
        size: option.size.size,
        price: option.size.price,
        discountedPrice: discountedPrice ?? option.size.discountedPrice,
        images: option.image ? [option.image] : [],
      },
      quantity,
    };
  });
  // Totals are recomputed by the store when it reads the cart; these only need the shape.
  return {
    items,
    total: 0,
    discountedTotal: 0,
    finalTotal: 0,
    shippingCost: 0,
    currency: 'USD',
    appliedCoupon: null,
    discountAmount: 0,
  };
}

export async function seedCart(page: Page, cart: unknown) {
  await page.goto('/about-us');
  await page.evaluate((value) => window.localStorage.setItem('cart', JSON.stringify(value)), cart);
}

/** Opens a page and waits until it is interactive (scripts loaded and hydrated). */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

export { adminToken };

export async function createCoupon(
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<{ _id: string; code: string | null }> {
  const token = await adminToken(request);
  const response = await request.post('/api/coupons', { data: body, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { _id: string; code: string | null };
}

export async function deleteCoupon(request: APIRequestContext, id: string) {
  const token = await adminToken(request);
  await request.delete(`/api/coupons/${id}`, { headers: { Authorization: `Bearer ${token}` } });
}

export const colorRadio = (page: Page, color: string) =>
  page.getByRole('group', { name: 'Color' }).getByRole('radio', { name: new RegExp(`^${spaced(color)}`) });
export const sizeRadio = (page: Page, size: string) =>
  page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: new RegExp(`^${size}(,|$)`) });
/** Chooses a visually hidden radio the way a shopper does: by clicking its visible label. */
export async function choose(radio: Locator) {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

export async function addFromProductPage(page: Page, option: Option) {
  await visit(page, `/products/${option.product._id}`);
  await choose(colorRadio(page, option.color));
  await choose(sizeRadio(page, option.size.size));
  await page.getByRole('button', { name: 'ADD to cart' }).click();
  await expect(page.getByText(`${option.product.name} added to cart!`)).toBeVisible();
}

/** A guest's order as the payment step sends it: `quantity` of each option, to a Bishkek address. */
export async function placeGuestOrder(
  request: APIRequestContext,
  lines: { option: Option; quantity: number }[],
  shopper: { email: string; firstName?: string; lastName?: string },
): Promise<{ orderId: string; url: string; token: string }> {
  const placed = await request.post('/api/orders/create-checkout-session', {
    data: {
      cart: storedCart(lines),
      shippingAddress: {
        email: shopper.email,
        phone: '+996 555 000 321',
        firstName: shopper.firstName ?? 'Aida',
        lastName: shopper.lastName ?? 'Bekova',
        country: 'KG',
        address: '1 Chui Avenue',
        city: 'Bishkek',
        postalCode: '720001',
      },
      shippingMethod: 'standard',
    },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()) as { orderId: string; url: string; token: string };
}

/** Pays a placed order on the test provider's page with the card that succeeds. */
export async function payWithTestCard(request: APIRequestContext, url: string) {
  const sessionId = new URL(url, 'http://store').pathname.split('/').pop()!;
  const paid = await request.post(`/api/payments/test/${sessionId}`, { data: { cardNumber: '4242 4242 4242 4242' } });
  expect(paid.status()).toBe(200);
}
