/**
 * The server's HTML of every storefront page in every language is valid HTML as the Nu Html
 * Checker reads it (scripts/check-html.ts): no error at all, signed in for the account page.
 */
import { expect, test } from '@playwright/test';
import { checkStorefrontHtml, describeProblems } from '../../scripts/check-html';
import { E2E_ADMIN } from './support/admin';

// Some 70 pages fetched, then one run of the checker (a Java program) over them all.
test.describe.configure({ timeout: 300_000 });

test('every storefront page is valid HTML', async ({ baseURL }) => {
  const { pages, problems } = await checkStorefrontHtml({ baseUrl: baseURL!, account: E2E_ADMIN });
  expect(pages.length).toBeGreaterThanOrEqual(70);
  expect(problems, describeProblems(problems)).toEqual([]);
});
