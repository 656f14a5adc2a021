import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signInEveryTestAsAdmin } from './support/sessions';
import { expectNoSeriousA11yViolations } from './support/axe';
import { cents, money, options, seedCart, storedCart, visit } from './support/shop';

interface Coupon {
  _id: string;
  code: string | null;
  description: string;
  type: string;
  value: number;
  appliesTo: string;
  target: string | null;
  maxUses: number | null;
  minOrderValue: number | null;
  maxDiscount: number | null;
  expiresAt: string | null;
  isGlobal: boolean;
}

const newCode = (prefix: string) => `${prefix}${randomUUID().slice(0, 6)}`.toUpperCase();
const pad = (n: number) => String(n).padStart(2, '0');
/** A day in the local calendar (the browser runs in the same time zone), as a date input takes it. */
function day(offsetDays: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
/** How a row writes that day. */
function shownDay(offsetDays: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Every test runs signed in as the admin, with the one session the browser tests share.
const auth = signInEveryTestAsAdmin();

async function listCoupons(request: APIRequestContext): Promise<Coupon[]> {
  const res = await request.get('/api/coupons', { headers: auth() });
  expect(res.status()).toBe(200);
  return (await res.json()) as Coupon[];
}

async function createCoupon(request: APIRequestContext, body: Record<string, unknown>): Promise<Coupon> {
  const res = await request.post('/api/coupons', { data: body, headers: auth() });
  expect(res.status()).toBe(201);
  return (await res.json()) as Coupon;
}

async function deleteCoupon(request: APIRequestContext, id: string) {
  await request.delete(`/api/coupons/${id}`, { headers: auth() });
}

/** Deletes what a test made, so its automatic coupons never reach another test's cart. */
async function removeCoupons(request: APIRequestContext, match: (c: Coupon) => boolean) {
  for (const c of (await listCoupons(request)).filter(match)) await deleteCoupon(request, c._id);
}

/** Opens the Coupons screen (signed in as the admin) and waits for its header. */
async function openScreen(page: Page) {
  await page.goto('/admin/coupon');
  await expect(page.getByRole('heading', { name: 'Coupon Management', level: 1 })).toBeVisible();
  await expect(page.getByText('Create and manage discount coupons for your store')).toBeVisible();
}

const list = (page: Page) => page.getByRole('list', { name: 'Coupons' });
const row = (page: Page, name: string) => list(page).getByRole('listitem', { name, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');
const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });

async function fill(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(form, label).fill(value);
}

async function openCreate(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Create Coupon' }).first().click();
  await expect(dialog(page).getByRole('heading', { name: 'Create New Coupon' })).toBeVisible();
  return dialog(page);
}

async function submitNew(page: Page) {
  await dialog(page).getByRole('button', { name: 'Create Coupon' }).click();
  await expect(page.getByText('Coupon created successfully').first()).toBeVisible();
  await expect(dialog(page)).toBeHidden();
}

/** Holds the writes to `url` until the returned function is called (to see a save in progress). */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() !== 'GET') await held;
    await route.continue();
  });
  return release;
}

/** SPEC §5: a rule's message under its field and in the form's message. */
async function expectError(form: Locator, label: string, message: string) {
  await expect(field(form, label)).toHaveAccessibleDescription(new RegExp(escape(message)));
  await expect(form.getByRole('alert')).toContainText(message);
}

async function expectNoError(form: Locator, label: string, message: string) {
  await expect(field(form, label)).not.toHaveAccessibleDescription(new RegExp(escape(message)));
  await expect(form.getByRole('alert')).not.toContainText(message);
}

test.describe('admin coupons screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('creates each kind of coupon: global percentage, code percentage, fixed with a minimum, category and product', async ({
    page,
    request,
  }) => {
    const [option] = await options(request, 1);
    const product = option!.product;
    const codes = { percent: newCode('PCT'), fixed: newCode('FIX'), category: newCode('CAT'), product: newCode('PRD') };
    const description = `Store-wide test ${randomUUID().slice(0, 6)}`;
    try {
      await openScreen(page);
      await expect(page.getByText(/^Loaded \d+ coupons$/)).toBeVisible();

      // A global (automatic) percentage: no code field, the SPEC §3 defaults first.
      let form = await openCreate(page);
      await expect(field(form, 'Coupon code')).toHaveValue('');
      await expect(field(form, 'Discount type')).toHaveValue('percentage');
      await expect(field(form, 'Discount value')).toHaveValue('');
      await expect(field(form, 'Applies to')).toHaveValue('global');
      await expect(field(form, 'Max uses')).toHaveValue('');
      await expect(field(form, 'Minimum order value')).toHaveValue('');
      await expect(field(form, 'Expiry date')).toHaveValue('');
      await expect(form.getByRole('checkbox', { name: /Global discount/ })).not.toBeChecked();
      await expect(field(form, 'Discount value')).toHaveAttribute('min', '0.01');
      await expect(field(form, 'Discount value')).toHaveAttribute('step', '0.01');
      await expect(field(form, 'Max uses')).toHaveAttribute('min', '1');
      await expect(field(form, 'Expiry date')).toHaveAttribute('min', day(0));
      await form.getByRole('checkbox', { name: /Global discount/ }).check();
      await expect(field(form, 'Coupon code')).toHaveCount(0);
      // A minimum no other test's cart reaches, so this store discount touches no other test.
      await fill(form, { Description: description, 'Discount value': '10', 'Minimum order value': '5000' });
      await submitNew(page);
      const global = row(page, 'Store-wide 10% off');
      await expect(global).toContainText('Automatic');
      await expect(global).toContainText('Active');
      await expect(global).toContainText('Min: $5,000.00');
      await expect(global).toContainText('Uses: 0/∞');
      await expect(global).toContainText('No expiry');
      await expect(global).toContainText('All products');
      await expect(global.getByRole('button', { name: /^Copy code/ })).toHaveCount(0);
      await expect(global.getByRole('button', { name: 'Edit coupon Store-wide 10% off' })).toBeVisible();

      // A code percentage with a cap, a use limit and an expiry; the code is trimmed and upper-cased.
      form = await openCreate(page);
      await fill(form, {
        'Coupon code': `  ${codes.percent.toLowerCase()} `,
        'Discount value': '15',
        'Maximum discount': '20',
        'Max uses': '50',
        'Expiry date': day(30),
      });
      await submitNew(page);
      const percent = row(page, codes.percent);
      await expect(percent).toContainText('15% off');
      await expect(percent).toContainText('Max discount: $20.00');
      await expect(percent).toContainText('Uses: 0/50');
      await expect(percent).toContainText(`Expires ${shownDay(30)}`);
      await expect(percent).toContainText('Min: none');

      // A fixed amount off with a minimum order, in the store currency.
      form = await openCreate(page);
      await fill(form, { 'Coupon code': codes.fixed });
      await field(form, 'Discount type').selectOption('fixed');
      await expect(field(form, 'Maximum discount')).toHaveCount(0);
      await fill(form, { 'Discount value': '5', 'Minimum order value': '25' });
      await submitNew(page);
      await expect(row(page, codes.fixed)).toContainText('$5.00 off');
      await expect(row(page, codes.fixed)).toContainText('Min: $25.00');

      // A category coupon: the category is one of the store's.
      form = await openCreate(page);
      await fill(form, { 'Coupon code': codes.category, 'Discount value': '12.5' });
      await field(form, 'Applies to').selectOption('category');
      await field(form, 'Category').selectOption(product.category);
      await submitNew(page);
      await expect(row(page, codes.category)).toContainText('12.5% off');
      await expect(row(page, codes.category)).toContainText(`Category: ${product.category}`);

      // A product coupon: found by name, which fills in its ID.
      form = await openCreate(page);
      await fill(form, { 'Coupon code': codes.product, 'Discount value': '3' });
      await field(form, 'Discount type').selectOption('fixed');
      await field(form, 'Applies to').selectOption('product');
      await field(form, 'Find a product by name').fill(product.name);
      await form
        .getByRole('button', { name: `Use ${product.name}` })
        .first()
        .click();
      await expect(field(form, 'Product ID')).toHaveValue(product._id);
      await expect(field(form, 'Product ID')).toHaveAccessibleDescription(`${product.name} (${product.category})`);
      await submitNew(page);
      await expect(row(page, codes.product)).toContainText(`Product: ${product._id}`);

      // What the server stored.
      const stored = await listCoupons(request);
      const byCode = (c: string) => stored.find((x) => x.code === c);
      expect(stored.find((c) => c.description === description)).toMatchObject({
        code: null,
        isGlobal: true,
        type: 'percentage',
        value: 10,
        appliesTo: 'global',
        minOrderValue: 5000,
      });
      expect(byCode(codes.percent)).toMatchObject({
        type: 'percentage',
        value: 15,
        maxDiscount: 20,
        maxUses: 50,
        appliesTo: 'global',
        isGlobal: false,
      });
      expect(byCode(codes.fixed)).toMatchObject({ type: 'fixed', value: 5, minOrderValue: 25, maxDiscount: null });
      expect(byCode(codes.category)).toMatchObject({ appliesTo: 'category', target: product.category, value: 12.5 });
      expect(byCode(codes.product)).toMatchObject({
        appliesTo: 'product',
        target: product._id,
        type: 'fixed',
        value: 3,
      });
      // The expiry is the end of the chosen day where the owner is.
      const expires = new Date(byCode(codes.percent)!.expiresAt!);
      expect(`${expires.getFullYear()}-${pad(expires.getMonth() + 1)}-${pad(expires.getDate())}`).toBe(day(30));
      expect([expires.getHours(), expires.getMinutes()]).toEqual([23, 59]);
    } finally {
      await removeCoupons(request, (c) => c.description === description || Object.values(codes).includes(c.code ?? ''));
    }
  });

  test('every form rule shows under its field and as a message, and clears when that field is edited', async ({
    page,
    request,
  }) => {
    const before = (await listCoupons(request)).length;
    await openScreen(page);
    const form = await openCreate(page);

    await form.getByRole('button', { name: 'Create Coupon' }).click();
    await expectError(form, 'Coupon code', 'Coupon code is required for non-global discounts');
    await expectError(form, 'Discount value', 'Discount value must be greater than 0');
    // The first field to fix has the focus.
    await expect(field(form, 'Coupon code')).toBeFocused();

    await field(form, 'Coupon code').fill('  RULES1 ');
    await expectNoError(form, 'Coupon code', 'Coupon code is required for non-global discounts');
    await expectError(form, 'Discount value', 'Discount value must be greater than 0');
    await field(form, 'Discount value').fill('150');
    await expectNoError(form, 'Discount value', 'Discount value must be greater than 0');
    await expect(form.getByRole('alert')).toBeEmpty();

    await field(form, 'Applies to').selectOption('category');
    await fill(form, { 'Max uses': '0', 'Minimum order value': '-1', 'Maximum discount': '0', 'Expiry date': day(-1) });
    await form.getByRole('button', { name: 'Create Coupon' }).click();
    const rules: [string, string][] = [
      ['Discount value', 'Percentage discount cannot exceed 100%'],
      ['Category', 'Category name is required'],
      ['Max uses', 'Max uses must be a positive number'],
      ['Minimum order value', 'Minimum order value cannot be negative'],
      ['Maximum discount', 'Maximum discount must be greater than 0'],
      ['Expiry date', 'Expiry date cannot be before today'],
    ];
    for (const [label, message] of rules) await expectError(form, label, message);
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });

    await field(form, 'Discount value').fill('100');
    await expectNoError(form, 'Discount value', 'Percentage discount cannot exceed 100%');
    await expectError(form, 'Max uses', 'Max uses must be a positive number');
    await field(form, 'Max uses').fill('1');
    await expectNoError(form, 'Max uses', 'Max uses must be a positive number');
    await field(form, 'Minimum order value').fill('0');
    await expectNoError(form, 'Minimum order value', 'Minimum order value cannot be negative');
    await field(form, 'Maximum discount').fill('1');
    await expectNoError(form, 'Maximum discount', 'Maximum discount must be greater than 0');
    await field(form, 'Expiry date').fill(day(0));
    await expectNoError(form, 'Expiry date', 'Expiry date cannot be before today');
    await expectError(form, 'Category', 'Category name is required');

    // Switching to a product target re-judges the target on the next try.
    await field(form, 'Applies to').selectOption('product');
    await expect(form.getByRole('alert')).toBeEmpty();
    await field(form, 'Product ID').fill('   ');
    await form.getByRole('button', { name: 'Create Coupon' }).click();
    await expectError(form, 'Product ID', 'Product ID is required');
    await field(form, 'Product ID').fill('x');
    await expectNoError(form, 'Product ID', 'Product ID is required');

    // Nothing was stored on the way.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toBeHidden();
    expect((await listCoupons(request)).length).toBe(before);
  });

  test('searches, copies, exports, edits and deletes coupons', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const tag = `batch ${randomUUID().slice(0, 6)}`;
    const first = await createCoupon(request, {
      code: newCode('AAA'),
      description: `First ${tag}`,
      type: 'percentage',
      value: 10,
      maxUses: 5,
      minOrderValue: 20,
      maxDiscount: 7.5,
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    const second = await createCoupon(request, {
      code: newCode('BBB'),
      description: `Second ${tag}, "quoted"`,
      type: 'fixed',
      value: 4,
      expiresAt: '2099-06-01T00:00:00.000Z',
    });
    const expired = await createCoupon(request, {
      code: newCode('OLD'),
      description: `Old ${tag}`,
      type: 'fixed',
      value: 1,
    });
    // The API accepts a past date: that is how a coupon is ended early.
    const ended = await request.put(`/api/coupons/${expired._id}`, {
      data: {
        code: expired.code,
        description: `Old ${tag}`,
        type: 'fixed',
        value: 1,
        expiresAt: '2020-01-01T00:00:00.000Z',
      },
      headers: auth(),
    });
    expect(ended.status()).toBe(200);
    try {
      await openScreen(page);
      const total = (await listCoupons(request)).length;
      await expect(page.getByText(`${total} coupons shown`, { exact: true })).toBeVisible();
      await expect(row(page, expired.code!)).toContainText('Expired');
      await expect(row(page, first.code!)).toContainText('Active');
      // The screen itself (the shell around it is another screen's work and checked there).
      await expectNoSeriousA11yViolations(page, { include: 'main' });

      // Search: code or description, any case.
      const search = page.getByRole('searchbox', { name: 'Search coupons by code or description' });
      await expect(search).toHaveAttribute('placeholder', 'Search coupons...');
      await search.fill(tag.toUpperCase());
      await expect(list(page).getByRole('listitem')).toHaveCount(3);
      await expect(page.getByText('3 coupons shown', { exact: true })).toBeVisible();
      await search.fill(second.code!.toLowerCase());
      await expect(list(page).getByRole('listitem')).toHaveCount(1);
      await expect(row(page, second.code!)).toBeVisible();
      await search.fill('no coupon is called this');
      await expect(page.getByText('No Coupons Found')).toBeVisible();
      await expect(page.getByText('Try adjusting your search')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();

      // Export what is shown, as CSV.
      await search.fill(tag);
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`coupons_export_${day(0)}.csv`);
      const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
      const lines = csv.split('\r\n');
      expect(lines[0]).toBe('Code,Description,Discount Type,Discount Value,Min Order,Max Discount,Expires At,Active');
      expect(lines).toContain(`${first.code},First ${tag},percentage,10,20,7.5,2099-01-01T00:00:00.000Z,Yes`);
      expect(lines).toContain(`${second.code},"Second ${tag}, ""quoted""",fixed,4,,,2099-06-01T00:00:00.000Z,Yes`);
      expect(lines).toContain(`${expired.code},Old ${tag},fixed,1,,,2020-01-01T00:00:00.000Z,No`);
      expect(lines).toHaveLength(5);
      await expect(page.getByText('Exported 3 coupons')).toBeVisible();

      // Copy a code.
      await row(page, first.code!)
        .getByRole('button', { name: `Copy code ${first.code}` })
        .click();
      await expect(page.getByText(`Copied "${first.code}" to clipboard`)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.code);

      // Edit: the form is pre-filled; 'Updating...' while the save is on its way.
      await row(page, first.code!)
        .getByRole('button', { name: `Edit coupon ${first.code}` })
        .click();
      const form = dialog(page);
      await expect(form.getByRole('heading', { name: 'Edit Coupon' })).toBeVisible();
      await expect(field(form, 'Coupon code')).toHaveValue(first.code!);
      await expect(field(form, 'Description')).toHaveValue(`First ${tag}`);
      await expect(field(form, 'Discount value')).toHaveValue('10');
      await expect(field(form, 'Max uses')).toHaveValue('5');
      await expect(field(form, 'Minimum order value')).toHaveValue('20');
      await expect(field(form, 'Maximum discount')).toHaveValue('7.5');
      await fill(form, { 'Discount value': '20', Description: `Edited ${tag}` });
      const release = await holdRequests(page, `**/api/coupons/${first._id}`);
      await form.getByRole('button', { name: 'Update Coupon' }).click();
      await expect(form.getByRole('button', { name: 'Updating...' })).toBeDisabled();
      await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
      release();
      await expect(page.getByText('Coupon updated successfully')).toBeVisible();
      await expect(dialog(page)).toBeHidden();
      await expect(row(page, first.code!)).toContainText('20% off');
      await expect(row(page, first.code!)).toContainText(`Edited ${tag}`);

      // An expired coupon can be edited without moving its date.
      await row(page, expired.code!)
        .getByRole('button', { name: `Edit coupon ${expired.code}` })
        .click();
      await fill(dialog(page), { 'Discount value': '2' });
      await dialog(page).getByRole('button', { name: 'Update Coupon' }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(row(page, expired.code!)).toContainText('$2.00 off');
      await expect(row(page, expired.code!)).toContainText('Expired');

      // Delete asks first; Cancel keeps the coupon.
      await row(page, second.code!)
        .getByRole('button', { name: `Delete coupon ${second.code}` })
        .click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete Coupon' });
      await expect(confirm).toContainText(
        `Are you sure you want to delete ${second.code}? This action cannot be undone.`,
      );
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await expect(row(page, second.code!)).toBeVisible();
      await row(page, second.code!)
        .getByRole('button', { name: `Delete coupon ${second.code}` })
        .click();
      const releaseDelete = await holdRequests(page, `**/api/coupons/${second._id}`);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(confirm.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeDisabled();
      releaseDelete();
      await expect(page.getByText('Coupon deleted successfully')).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(row(page, second.code!)).toHaveCount(0);
      await expect(list(page)).toBeFocused();
      expect((await listCoupons(request)).some((c) => c._id === second._id)).toBe(false);
      await expect(page.getByText('2 coupons shown', { exact: true })).toBeVisible();
    } finally {
      await removeCoupons(request, (c) => [first._id, second._id, expired._id].includes(c._id));
    }
  });

  test('loading shows six placeholder rows, a failed load says so with Try Again, and an empty store invites the first coupon', async ({
    page,
    request,
  }) => {
    // The list fails (as a server that cannot reach its database would) until it is let through.
    let failing = true;
    await page.route('**/api/coupons', async (route) => {
      if (route.request().method() !== 'GET' || !failing) return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return route.fulfill({ status: 503, json: { message: 'The store is busy. Please try again.' } });
    });
    await openScreen(page);
    await expect(page.getByRole('status', { name: 'Loading coupons' }).getByTestId('skeleton-row')).toHaveCount(6);
    // Three retries (SPEC §9) before the error shows.
    await expect(page.getByRole('heading', { name: 'Error Loading Coupons' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('The store is busy. Please try again.')).toBeVisible();

    // Empty: no coupons at all.
    const saved = await listCoupons(request);
    await removeCoupons(request, () => true);
    try {
      failing = false;
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByText('No Coupons Found')).toBeVisible();
      await expect(page.getByText('Create your first coupon to get started')).toBeVisible();
      await expect(page.getByText('Loaded 0 coupons')).toBeVisible();
      await expect(page.getByText('0 coupons shown', { exact: true })).toBeVisible();

      // Refresh fetches again and says how many it found.
      const made = await createCoupon(request, { code: newCode('NEW'), type: 'fixed', value: 1 });
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(row(page, made.code!)).toBeVisible();
      await expect(page.getByText('Loaded 1 coupons')).toBeVisible();
      await deleteCoupon(request, made._id);
    } finally {
      // Put back what other tests made (their ids change; their codes and rules do not).
      for (const c of saved) {
        const { _id: _, ...body } = c;
        await request.post('/api/coupons', {
          data: Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null)),
          headers: auth(),
        });
      }
    }
  });

  test('a coupon made on the screen takes its discount off in the cart', async ({ page, request }) => {
    const [option] = await options(request, 1);
    const code = newCode('CARTX');
    try {
      await openScreen(page);
      const form = await openCreate(page);
      await fill(form, { 'Coupon code': code });
      await field(form, 'Discount type').selectOption('fixed');
      await fill(form, { 'Discount value': '2' });
      const release = await holdRequests(page, '**/api/coupons');
      await form.getByRole('button', { name: 'Create Coupon' }).click();
      await expect(form.getByRole('button', { name: 'Creating...' })).toBeDisabled();
      release();
      await expect(page.getByText('Coupon created successfully')).toBeVisible();
      await expect(dialog(page)).toBeHidden();

      await seedCart(page, storedCart([{ option: option!, quantity: 1 }]));
      await visit(page, '/cart');
      await page.getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText(`Coupon ${code} applied.`)).toBeVisible();
      const summary = page.getByRole('region', { name: 'Order Summary' });
      await expect(summary).toContainText(money(-200));
      await expect(summary).toContainText(money(cents(option!.size.discountedPrice) - 200 + 1000));
    } finally {
      await removeCoupons(request, (c) => c.code === code);
    }
  });

  test('works on a phone: rows, actions and the form fit the screen', async ({ page, request }) => {
    const made = await createCoupon(request, {
      code: newCode('PHONE'),
      description: 'Phone check',
      type: 'percentage',
      value: 5,
    });
    try {
      await page.setViewportSize({ width: 375, height: 740 });
      await openScreen(page);
      const edit = row(page, made.code!).getByRole('button', { name: `Edit coupon ${made.code}` });
      await expect(edit).toBeInViewport({ ratio: 0 });
      await edit.scrollIntoViewIfNeeded();
      await edit.click();
      const box = await dialog(page).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      await dialog(page).getByRole('button', { name: 'Update Coupon' }).scrollIntoViewIfNeeded();
      await expect(dialog(page).getByRole('button', { name: 'Update Coupon' })).toBeInViewport();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } finally {
      await deleteCoupon(request, made._id);
    }
  });
});
