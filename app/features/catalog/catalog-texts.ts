import { msg } from '@lingui/core/macro';
import { domainTexts } from '#app/features/i18n/index.ts';
import { COLOR_ENTRIES } from './color-names';
import { SOLD_OUT_TEXT } from '#domain/catalog-display.ts';

/**
 * The catalogue's fixed names as the store shows them: the sold-out mark and the SPEC §3
 * colours (as `colorLabel` writes them). Category names are the owner's, per language, in
 * the database (decision 62: `useCategoryName`).
 */
export const CATALOG_TEXTS = domainTexts([[SOLD_OUT_TEXT, msg`Sold out`], ...COLOR_ENTRIES]);
