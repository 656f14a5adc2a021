import { msg } from '@lingui/core/macro';
import { domainTexts } from '#app/features/i18n/index.ts';
import { PRODUCT_FETCH_FAILED, PRODUCT_ID_MISSING, PRODUCT_NOT_FOUND } from './product-errors';

/**
 * The product page's SPEC messages (the loader's and the API's, in English) and the store's
 * promises it states (`STORE_FACTS`, which the loader sends: the content feature stays out of
 * the page's first load; a test holds the two equal), in the page's language.
 */
export const PRODUCT_TEXTS = domainTexts([
  [PRODUCT_ID_MISSING, msg`Product ID is missing.`],
  [PRODUCT_NOT_FOUND, msg`Product not found.`],
  [PRODUCT_FETCH_FAILED, msg`Failed to fetch product details.`],
  ['1-2 business days', msg`1-2 business days`],
  ['3 days of delivery', msg`3 days of delivery`],
]);
