import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInEveryTestAsAdmin } from './support/sessions';
import { cents, money, options, seedCart, storedCart, visit } from './support/shop';

/**
 * Shipping by destination (decision 57): the owner changes a zone's price in the back office,
 * and a shopper's order to a country of that zone is charged it — offered at checkout with
 * its time, asked for on the payment page, kept on the order. The zone is put back after.
 */
interface AdminShippingZone {
  _id: string;
  name: string;
  restOfWorld: boolean;
  countries: string[];
  methods: { id: string; name: string; price: number; minDays: number; maxDays: number; enabled: boolean }[];
}

const auth = signInEveryTestAsAdmin();
const ZONE = 'Neighbouring countries';

async function zones(request: APIRequestContext): Promise<AdminShippingZone[]> {
  const res = await request.get('/api/shipping/zones', { headers: auth() });
  expect(res.status()).toBe(200);
  return (await res.json()) as AdminShippingZone[];
}

async function putBack(request: APIRequestContext, zone: AdminShippingZone) {
  const { name, countries, methods } = zone;
  const res = await request.put(`/api/shipping/zones/${zone._id}`, {
    headers: auth(),
    data: {
      name,
      countries,
      methods: methods.map(({ id, name, price, minDays, maxDays, enabled }) => ({
        id,
        name,
        price,
        minDays,
        maxDays,
        enabled,
      })),
    },
  });
  expect(res.status()).toBe(200);
}

const zoneCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Shipping zones' }).getByRole('region', { name, exact: true });

test.describe('shipping zones', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a zone’s price reaches the order: the owner changes it, a shopper to that country is charged it', async ({
    page,
    browser,
    request,
  }) => {
    const original = (await zones(request)).find((z) => z.name === ZONE)!;
    const [option] = await options(request, 1);
    try {
      // THE OWNER: the screen lists the zones, with no accessibility violation.
      await page.goto('/admin/shipping');
      await expect(page.getByRole('heading', { name: 'Shipping', level: 1 })).toBeVisible();
      const card = zoneCard(page, ZONE);
      await expect(card).toContainText('Kazakhstan');
      await expect(card.getByRole('row', { name: /Express/ })).toContainText('$12.99');
      await expectNoSeriousA11yViolations(page);

      // Editing: a wrong price is refused under its field, then the new price and time are saved.
      await card.getByRole('button', { name: `Edit ${ZONE}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: `Edit ${ZONE}` })).toBeVisible();
      const express = dialog.getByRole('listitem', { name: 'Method 2' });
      await expect(express.getByLabel('Name')).toHaveValue('Express');
      await express.getByLabel('Price (USD)').fill('abc');
      await dialog.getByRole('button', { name: 'Save zone' }).click();
      await expect(express.getByText('Price must be an amount like 25 or 19.99.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await express.getByLabel('Price (USD)').fill('31.50');
      await express.getByLabel('Fastest (business days)').fill('4');
      await express.getByLabel('Slowest (business days)').fill('6');
      await dialog.getByRole('button', { name: 'Save zone' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText(`Shipping zone saved: ${ZONE}`)).toBeVisible();
      await expect(card.getByRole('row', { name: /Express/ })).toContainText('$31.50');
      await expect(card.getByRole('row', { name: /Express/ })).toContainText('4-6 business days');
      await expect(card).toContainText('by admin@example.com');

      // THE SHOPPER, a guest in a browser of their own, ships to Kazakhstan.
      const shopper = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const guest = await shopper.newPage();
      try {
        await seedCart(guest, storedCart([{ option: option!, quantity: 1 }]));
        await guest.evaluate(() =>
          window.localStorage.setItem(
            'checkoutData',
            JSON.stringify({
              email: `zone-${Date.now()}@example.com`,
              phone: '+7 701 123 4567',
              firstName: 'Dana',
              lastName: 'Nurlanova',
              country: 'KZ',
              state: '',
              address: '5 Abay Avenue',
              city: 'Almaty',
              postalCode: '050000',
            }),
          ),
        );
        await visit(guest, '/checkout/shipping');
        await expect(guest.getByText('Almaty, 050000, Kazakhstan')).toBeVisible();
        await expect(
          guest.getByText(/Duties and taxes of the destination country may be due on delivery/),
        ).toBeVisible();
        const expressRadio = guest.getByRole('radio', { name: /Express/ });
        await expect(guest.getByText('4-6 business days')).toBeVisible();
        await expressRadio.check();
        const summary = guest.getByRole('region', { name: 'Order Summary' });
        await expect(summary).toContainText('$31.50');
        await guest.getByRole('button', { name: 'Continue to payment' }).click();

        await expect(guest).toHaveURL(/\/checkout\/payment$/);
        await expect(guest.getByText('Express (4-6 business days) · $31.50')).toBeVisible();
        const total = cents(option!.size.discountedPrice) + 3150;
        const pay = guest.getByRole('button', { name: `Pay ${money(total)}` });
        await expect(pay).toBeEnabled();
        await pay.click();

        // The payment page asks for the total with the zone's price.
        await expect(guest).toHaveURL(/\/pay\/test_/);
        await expect(guest.getByRole('heading', { name: `Pay ${money(total)}` })).toBeVisible();
        await guest.getByLabel('Card number').fill('4242 4242 4242 4242');
        await guest.getByRole('button', { name: `Pay ${money(total)}` }).click();

        // The order shows what was charged.
        await expect(guest).toHaveURL(/\/checkout\/success\?order=/);
        const orderId = new URL(guest.url()).searchParams.get('order')!;
        await expect(guest.getByText('Shipping (Express)')).toBeVisible();
        await expect(guest.getByText('$31.50').first()).toBeVisible();
        const order = (await (await request.get(`/api/orders/${orderId}`, { headers: auth() })).json()) as {
          shippingCost: number;
          finalTotal: number;
          shippingZone: string;
          shippingDelivery: string;
        };
        expect(order).toMatchObject({
          shippingCost: 31.5,
          finalTotal: total / 100,
          shippingZone: ZONE,
          shippingDelivery: '4-6 business days',
        });
      } finally {
        await shopper.close();
      }
    } finally {
      await putBack(request, original);
    }
  });
});
