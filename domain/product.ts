/** The product's colours and sizes as the storefront orders and shows them, and its search texts. */
import { allProductTexts, type ProductTranslations } from './product-texts';

/** SPEC §3 "Colour swatches known"; any other colour shows a neutral swatch. */
export const KNOWN_COLORS = [
  'Gray',
  'Black',
  'White',
  'Green',
  'Blue',
  'Red',
  'Navy',
  'Mint',
  'LightBlue',
  'Yellow',
  'Pink',
  'Purple',
  'Orange',
  'Brown',
] as const;
export type KnownColor = (typeof KNOWN_COLORS)[number];

/** Letter sizes in their natural order; numeric sizes sort by number. */
export const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;

/**
 * The store's one size order (decision 0019), for the product page, the size guide and
 * the listing's size filter: the letter scale (XS < S < M < L < XL < XXL), then numeric
 * sizes by number (36 < 38), then anything else A–Z.
 */
export function compareSizes(a: string, b: string): number {
  const rank = (size: string) => {
    const letter = LETTER_SIZES.indexOf(size.toUpperCase() as (typeof LETTER_SIZES)[number]);
    if (letter !== -1) return { group: 0, order: letter };
    const n = Number(size);
    if (size.trim() !== '' && !Number.isNaN(n)) return { group: 1, order: n };
    return { group: 2, order: 0 };
  };
  const ra = rank(a);
  const rb = rank(b);
  if (ra.group !== rb.group) return ra.group - rb.group;
  if (ra.order !== rb.order) return ra.order - rb.order;
  return ra.group === 2 ? a.localeCompare(b) : 0;
}

/**
 * The text the search indexes for a product: its names in every language, category,
 * colours, its descriptions in every language (decision 62: a shopper finds a product by its
 * Russian or Kyrgyz name too).
 */
export function productSearchText(p: {
  name: string;
  category: string;
  description: string;
  colors: string[];
  translations?: ProductTranslations;
}): string {
  const { names, descriptions } = allProductTexts(p);
  return [...names, p.category, ...new Set(p.colors), ...descriptions].join(' ');
}

/**
 * The short text a misspelt search term is compared with: names, category and colours.
 * Descriptions are left out, so trigram similarity stays cheap on every candidate and a
 * typo finds what a product is, not a word its description happens to mention (decision 6).
 */
export function productSimilarityText(p: {
  name: string;
  category: string;
  colors: string[];
  translations?: ProductTranslations;
}): string {
  const { names } = allProductTexts({ ...p, description: '' });
  return [...names, p.category, ...new Set(p.colors)].join(' ');
}
