/**
 * Fit advice (decision 65): a signed-in shopper's review says how the item fits and which
 * size was bought, and the product page's summary and size hint follow — rendered by the
 * server, in the page's language, without moving the page.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createVerifiedAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { adminToken, apiSession, openSignedIn } from './support/sessions';
import { catalogue, choose, sizeRadio, visit, type ApiProduct } from './support/shop';

const DEMO = { email: 'demo@example.com', password: 'demo12345' };

/** A product nobody has reviewed yet whose first colour has two sizes in stock. */
async function unreviewedProduct(request: APIRequestContext): Promise<{ product: ApiProduct; size: string }> {
  const all = (await catalogue(request)) as Array<ApiProduct & { numReviews: number }>;
  for (const product of all) {
    const inStock = product.variants[0]?.sizes.filter((s) => s.stock > 0) ?? [];
    if (product.numReviews === 0 && inStock.length >= 2) return { product, size: inStock[0]!.size };
  }
  throw new Error('no unreviewed product with two sizes in stock');
}

test('a shopper’s fit answer changes the product page’s advice', async ({ page, request }) => {
  // Two accounts made through the mailbox, a review, two accessibility scans and three pages.
  test.setTimeout(120_000);
  const { product, size } = await unreviewedProduct(request);
  const path = `/products/${product._id}`;
  const admin = { Authorization: `Bearer ${await adminToken(request)}` };

  try {
    // No answers yet: no advice at all.
    await visit(page, path);
    await expect(page.getByTestId('fit-advice')).toHaveCount(0);

    // Two shoppers have said it runs small in that size.
    for (const label of ['fit-a', 'fit-b']) {
      const account = await createVerifiedAccount(request, label);
      const { token } = await apiSession(request, account);
      const res = await request.post(`/api/products/${product._id}/reviews`, {
        data: { rating: 4, comment: 'Lovely, but snug.', fit: 'runs_small', size },
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(res.status()).toBe(201);
    }

    await recordLayoutShifts(page);
    await openSignedIn(page, DEMO, path);
    await page.waitForLoadState('networkidle');
    const advice = page.getByTestId('fit-advice');
    await expect(advice.getByTestId('fit-summary')).toHaveText('Most shoppers say: runs small (100% of 2)');
    // Two answers are too few for a hint, even once the size is chosen.
    await choose(sizeRadio(page, size));
    await expect(advice.getByTestId('fit-hint')).toHaveText('');
    // Loading, hydrating and choosing a size moved nothing.
    expect(await layoutShifts(page)).toEqual([]);

    // The shopper writes a review saying the same, from the keyboard where it matters.
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.getByRole('radio', { name: '1 star' }).focus();
    await page.keyboard.press('Space');
    await form.getByLabel('Your review').fill('Warm; I should have taken a size up.');
    const fit = form.getByRole('group', { name: 'How does it fit? (optional)' });
    await expect(fit.getByRole('radio', { name: 'No answer' })).toBeChecked();
    await fit.getByRole('radio', { name: 'True to size' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(fit.getByRole('radio', { name: 'Runs small' })).toBeChecked();
    await form.getByLabel('Size you bought (optional)').selectOption(size);
    await expectNoSeriousA11yViolations(page, { include: '#reviews' });
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('Thank you for your review!')).toBeVisible();

    // The advice follows: three answers, and a hint for the chosen size from its own answers.
    await expect(advice.getByTestId('fit-summary')).toHaveText('Most shoppers say: runs small (100% of 3)');
    await expect(advice.getByTestId('fit-hint')).toHaveText(`Size ${size} runs small: consider a size up.`);
    const mine = page.getByTestId('review').first();
    await expect(mine.getByTestId('review-fit')).toHaveText(`Fit: runs small · Size bought: ${size}`);
    await expectNoSeriousA11yViolations(page, { include: '[data-testid="fit-advice"]' });

    // The server renders it, the hint too when the address names the size; and in Russian.
    const html = await (await request.get(`${path}?size=${encodeURIComponent(size)}`)).text();
    expect(html).toContain('Most shoppers say: runs small (100% of 3)');
    expect(html).toContain(`Size ${size} runs small: consider a size up.`);
    await visit(page, `/ru${path}`);
    await expect(page.getByTestId('fit-summary')).toHaveText(
      'Большинство покупателей считают: маломерит (100\u00a0% из 3)',
    );
  } finally {
    const reviews = (await (await request.get(`/api/products/${product._id}/reviews`)).json()) as Array<{
      _id: string;
    }>;
    for (const review of reviews)
      await request.delete(`/api/products/${product._id}/reviews/${review._id}`, { headers: admin });
  }
});
