import { msg } from '@lingui/core/macro';
import { domainTexts } from '#app/features/i18n/index.ts';
import { HOME_SECTION_LABELS, PRICE_ORDER_MESSAGE, priceMessage, SORT_LABELS } from '#domain/catalog-query.ts';

/** The listing's texts that domain/catalog-query.ts writes: sort orders, section chips, price messages. */
export const LISTING_TEXTS = domainTexts([
  [SORT_LABELS.newest, msg`Newest`],
  [SORT_LABELS['price-asc'], msg`Price: low to high`],
  [SORT_LABELS['price-desc'], msg`Price: high to low`],
  [SORT_LABELS['top-rated'], msg`Top rated`],
  [HOME_SECTION_LABELS.featured, msg`Featured`],
  [HOME_SECTION_LABELS['new-this-week'], msg`New this week`],
  [HOME_SECTION_LABELS.collection, msg`Collection`],
  [priceMessage('Min price'), msg`Min price must be an amount from 0 to 1000000, like 25 or 19.99.`],
  [priceMessage('Max price'), msg`Max price must be an amount from 0 to 1000000, like 25 or 19.99.`],
  [PRICE_ORDER_MESSAGE, msg`Max price must be at least the min price.`],
]);
