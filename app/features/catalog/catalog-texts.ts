import { msg } from '@lingui/core/macro';
import { domainTexts } from '#app/features/i18n/index.ts';
import { SOLD_OUT_TEXT } from '#domain/catalog-display.ts';

/**
 * The catalogue's fixed names as the store shows them: the sold-out mark and the SPEC §3
 * colours (as `colorLabel` writes them). Category names are the owner's, per language, in
 * the database (decision 62: `useCategoryName`).
 */
export const CATALOG_TEXTS = domainTexts([
  [SOLD_OUT_TEXT, msg`Sold out`],
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
