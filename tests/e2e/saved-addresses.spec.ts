/**
 * Saved addresses (decision 66): a signed-in shopper keeps addresses on My Account — adds
 * one (the checks under the fields, the first one the default), adds another, makes it the
 * default, deletes it — and checkout's first step starts filled with the default, offers
 * the others, and stays editable. An address ticked "Save this address to my account" at
 * checkout is saved with the order and shows on My Account. Phone and desktop widths; no
 * serious accessibility violation with the list, the editor or the picker showing.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openSignedIn } from './support/sessions';
import { options, seedCart, storedCart, visit } from './support/shop';

const tag = randomUUID().slice(0, 6);
const HOME = {
  firstName: 'Aida',
  lastName: 'Bekova',
  phone: '+996 555 123 456',
  country: 'KG',
  address: `1 Chui Avenue ${tag}`,
  city: 'Bishkek',
  postalCode: '720001',
};

const addresses = (page: Page) => page.getByRole('region', { name: 'Addresses' });
const editor = (page: Page, name: 'New address' | 'Edit address') => page.getByRole('form', { name });

async function fillAddress(page: Page, form: ReturnType<typeof editor>, address: typeof HOME) {
  await form.getByLabel('First name').fill(address.firstName);
  await form.getByLabel('Last name').fill(address.lastName);
  await form.getByLabel('Phone').fill(address.phone);
  await form.getByLabel('Country').selectOption(address.country);
  await form.getByLabel('Address').fill(address.address);
  await form.getByLabel('City').fill(address.city);
  await form.getByLabel('Postal code').fill(address.postalCode);
}

test.describe('saved addresses', () => {
  test('kept on My Account, the default fills checkout’s first step', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const account = await createVerifiedAccount(request, 'addresses');
    await openSignedIn(page, account, '/account');
    await expect(addresses(page).getByText('No saved addresses yet.', { exact: false })).toBeVisible();

    // A new address: the editor takes the focus; the checks of checkout, under each field.
    await addresses(page).getByRole('button', { name: 'Add address' }).click();
    const adding = editor(page, 'New address');
    await expect(adding.getByLabel('First name')).toBeFocused();
    await adding.getByRole('button', { name: 'Save address' }).click();
    await expect(adding.getByText('Please enter your first name.')).toBeVisible();
    await expect(adding.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);
    await fillAddress(page, adding, HOME);
    await adding.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Address saved.' })).toBeFocused();
    const home = addresses(page).getByRole('listitem').filter({ hasText: HOME.address });
    await expect(home).toContainText('Default');
    await expect(home).toContainText('Bishkek 720001, Kyrgyzstan');

    // A second one, made the default, then deleted: the first is the default again.
    const office = { ...HOME, firstName: 'Bakyt', address: `2 Erkindik Boulevard ${tag}` };
    await addresses(page).getByRole('button', { name: 'Add address' }).click();
    await fillAddress(page, editor(page, 'New address'), office);
    await editor(page, 'New address').getByRole('button', { name: 'Save address' }).click();
    const second = addresses(page).getByRole('listitem').filter({ hasText: office.address });
    await expect(second).not.toContainText('Default');
    await second.getByRole('button', { name: /^Make default/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Default address changed.' })).toBeFocused();
    await expect(second).toContainText('Default');
    await expect(home).not.toContainText('Default');

    // Editing keeps the default where it is; Escape closes and gives the focus back.
    await second.getByRole('button', { name: /^Edit address/ }).click();
    await expect(editor(page, 'Edit address').getByLabel('First name')).toHaveValue('Bakyt');
    await page.keyboard.press('Escape');
    await expect(second.getByRole('button', { name: /^Edit address/ })).toBeFocused();

    await second.getByRole('button', { name: /^Delete address/ }).click();
    await expect(second.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
    await second.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Address deleted.' })).toBeFocused();
    await expect(addresses(page).getByRole('listitem')).toHaveCount(1);
    await expect(home).toContainText('Default');
    await expectNoSeriousA11yViolations(page);

    // Checkout's first step: the default chosen and filled in, the e-mail the account's.
    const [option] = await options(request, 1);
    await seedCart(page, storedCart([{ option: option!, quantity: 1 }]));
    await visit(page, '/checkout');
    const picker = page.getByRole('group', { name: 'Saved addresses' });
    await expect(picker.getByRole('radio', { name: new RegExp(HOME.address) })).toBeChecked();
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue(HOME.address);
    await expect(page.getByLabel('First name')).toHaveValue(HOME.firstName);
    await expect(page.getByLabel('Country')).toHaveValue('KG');
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expect(page.getByLabel('Save this address to my account')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Another address: the fields empty, editable, and the offer to save it.
    await picker.getByRole('radio', { name: 'A new address' }).check();
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Save this address to my account')).toBeVisible();
    await picker.getByRole('radio', { name: new RegExp(HOME.address) }).check();
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue(HOME.address);
    await page.getByLabel('City').fill('Osh');
    await expect(picker.getByRole('radio', { name: 'A new address' })).toBeChecked();
  });

  test('an address saved at checkout shows on My Account (phone width)', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const account = await createVerifiedAccount(request, 'checkout-address');
    const [option] = await options(request, 1);
    await openSignedIn(page, account, '/about-us');
    await seedCart(page, storedCart([{ option: option!, quantity: 1 }]));
    await visit(page, '/checkout');
    // No saved address yet: no picker, the offer to save.
    await expect(page.getByRole('group', { name: 'Saved addresses' })).toHaveCount(0);
    const street = `9 Checkout Street ${tag}`;
    await page.getByLabel('Phone').fill(HOME.phone);
    await page.getByLabel('Country').selectOption('KG');
    await page.getByLabel('First name').fill('Aida');
    await page.getByLabel('Last name').fill('Bekova');
    await page.getByLabel('Address', { exact: true }).fill(street);
    await page.getByLabel('City').fill('Bishkek');
    await page.getByLabel('Postal code').fill('720001');
    await page.getByLabel('Save this address to my account').check();
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    // Not saved before the order is placed.
    await visit(page, '/account');
    await expect(addresses(page).getByText(street)).toHaveCount(0);

    await visit(page, '/checkout/shipping');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/pay\//);

    await visit(page, '/account');
    const saved = addresses(page).getByRole('listitem').filter({ hasText: street });
    await expect(saved).toContainText('Default');
    await expect(saved).toContainText('Aida Bekova');
    // It fits the phone's width: nothing runs off the side.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
