import { expect, it } from 'vitest';
import { STORE_FACTS } from '#app/features/content/index.ts';
import { PRODUCT_TEXTS } from './product-texts';

it('says in the page language the store promises the product page states', () => {
  expect(PRODUCT_TEXTS.has(STORE_FACTS.processingDays)).toBe(true);
  expect(PRODUCT_TEXTS.has(STORE_FACTS.returnWindow)).toBe(true);
});
