import { displayPrice, isInStock } from '#domain/catalog-display.ts';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import type { Language } from '#domain/languages.ts';
import { productTextsIn } from '#domain/product-texts.ts';
import { apiFetch } from '#app/lib/api.ts';
import { SEARCH_TEXT } from './search-texts';

/** What a search result row shows. */
export interface SearchResult {
  _id: string;
  name: string;
  category: string;
  image: string | null;
  price: number;
  originalPrice: number;
  /** No size of any variant has stock left. */
  soldOut: boolean;
}

/** How many matches the dropdown lists; the API allows up to 50. */
const RESULT_LIMIT = 12;

/** A result with the product's name in the page's language (decision 62). */
function toResult(product: ApiProduct, language: Language): SearchResult {
  return {
    _id: product._id,
    name: productTextsIn(product, language).name,
    category: product.category,
    image: product.variants[0]?.images[0] ?? null,
    ...displayPrice(product),
    soldOut: !isInStock(product),
  };
}

/**
 * GET /api/products/search?query= — the caller has checked the term's length. Fails with an
 * ApiError: the server's message, else 'Failed to search products' (SPEC §8).
 */
export async function searchProducts(term: string, language: Language, signal?: AbortSignal): Promise<SearchResult[]> {
  const body = await apiFetch<ApiProduct[] | null>(
    `/products/search?query=${encodeURIComponent(term)}&limit=${RESULT_LIMIT}`,
    {
      defaultMessage: SEARCH_TEXT.callFailed,
      signal,
    },
  );
  // SPEC §7 leaves the shape open; anything but a list counts as no results.
  return Array.isArray(body) ? body.map((product) => toResult(product, language)) : [];
}
