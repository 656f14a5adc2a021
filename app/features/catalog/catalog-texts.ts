import { msg } from '@lingui/core/macro';
import { domainTexts } from '#app/features/i18n/index.ts';
import { SOLD_OUT_TEXT } from '#domain/catalog-display.ts';

/**
 * The catalogue's names as the store shows them: the demo catalogue's categories and the
 * SPEC §3 colours (as `colorLabel` writes them). A category an admin adds later is shown
 * as it was written.
 */
export const CATALOG_TEXTS = domainTexts([
  [SOLD_OUT_TEXT, msg`Sold out`],
  ['Dresses', msg`Dresses`],
  ['Hoodies', msg`Hoodies`],
  ['Jackets', msg`Jackets`],
  ['Jeans', msg`Jeans`],
  ['Shirts', msg`Shirts`],
  ['Shorts', msg`Shorts`],
  ['Skirts', msg`Skirts`],
  ['Sweaters', msg`Sweaters`],
  ['T-Shirts', msg`T-Shirts`],
  ['Gray', msg`Gray`],
  ['Black', msg`Black`],
  ['White', msg`White`],
  ['Green', msg`Green`],
  ['Blue', msg`Blue`],
  ['Red', msg`Red`],
  ['Navy', msg`Navy`],
  ['Mint', msg`Mint`],
  ['Light Blue', msg`Light Blue`],
  ['Yellow', msg`Yellow`],
  ['Pink', msg`Pink`],
  ['Purple', msg`Purple`],
  ['Orange', msg`Orange`],
  ['Brown', msg`Brown`],
]);
