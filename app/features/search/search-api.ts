import { displayPrice } from '../../../domain/catalog-display';
import type { ApiProduct } from '../../../domain/product';
import { SEARCH_TEXT } from './search-texts';

/** What a search result row shows. */
export interface SearchResult {
  _id: string;
  name: string;
  category: string;
  image: string | null;
  price: number;
  originalPrice: number;
}

/** A failed search call: the server's message, else the call's default (SPEC §8). */
export class SearchError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'SearchError';
  }
}

/** How many matches the dropdown lists; the API allows up to 50. */
const RESULT_LIMIT = 12;

function toResult(product: ApiProduct): SearchResult {
  return {
    _id: product._id,
    name: product.name,
    category: product.category,
    image: product.variants[0]?.images[0] ?? null,
    ...displayPrice(product),
  };
}

async function messageOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown } | null;
    return typeof body?.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

/** GET /api/products/search?query= — the caller has checked the term's length. */
export async function searchProducts(term: string, signal?: AbortSignal): Promise<SearchResult[]> {
  let response: Response;
  try {
    response = await fetch(`/api/products/search?query=${encodeURIComponent(term)}&limit=${RESULT_LIMIT}`, {
      signal,
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new SearchError(SEARCH_TEXT.callFailed, null);
  }
  if (!response.ok) throw new SearchError((await messageOf(response)) ?? SEARCH_TEXT.callFailed, response.status);
  const body: unknown = await response.json().catch(() => null);
  // SPEC §7 leaves the shape open; anything but a list counts as no results.
  return Array.isArray(body) ? (body as ApiProduct[]).map(toResult) : [];
}
