/**
 * What the product page offers (SPEC §2 Product detail): the colours, the sizes, which
 * size can be bought in the chosen colour, the price shown for a choice and the gallery's
 * pictures. Pure functions of the API product, so server and browser render the same.
 */
import { compareSizes } from '#domain/product.ts';
import type { ApiProduct, ApiSize, ApiVariant } from '#domain/api-answer-schemas.ts';

export interface Selection {
  color: string | null;
  size: string | null;
}

/** Unique colours in variant order. */
export function productColors(product: Pick<ApiProduct, 'variants'>): string[] {
  return [...new Set(product.variants.map((variant) => variant.color))];
}

export function variantFor(product: Pick<ApiProduct, 'variants'>, color: string | null): ApiVariant | undefined {
  return color === null ? undefined : product.variants.find((variant) => variant.color === color);
}

/** SPEC §2: only sizes with stock above 0 in some variant, numerically / XS…XXL sorted. */
export function availableSizes(product: Pick<ApiProduct, 'variants'>): string[] {
  const sizes = new Set<string>();
  for (const variant of product.variants) for (const size of variant.sizes) if (size.stock > 0) sizes.add(size.size);
  return [...sizes].sort(compareSizes);
}

export function sizeEntry(variant: ApiVariant | undefined, size: string | null): ApiSize | undefined {
  return size === null ? undefined : variant?.sizes.find((entry) => entry.size === size);
}

/** Units of a size in a colour; 0 when that colour does not come in that size. */
export function stockFor(product: Pick<ApiProduct, 'variants'>, color: string | null, size: string | null): number {
  return Math.max(0, sizeEntry(variantFor(product, color), size)?.stock ?? 0);
}

export function isInStock(product: Pick<ApiProduct, 'variants'>): boolean {
  return availableSizes(product).length > 0;
}

/** The colour chosen before the shopper picks one: the first with stock, else the first. */
export function defaultColor(product: Pick<ApiProduct, 'variants'>): string | null {
  const withStock = product.variants.find((variant) => variant.sizes.some((size) => size.stock > 0));
  return (withStock ?? product.variants[0])?.color ?? null;
}

/**
 * The selection a URL asks for (?color=&size=), kept only where it can be bought: an
 * unknown colour falls back to the default one, and a size that is not in stock in the
 * chosen colour is dropped. Colour names match without regard to case.
 */
export function selectionFromQuery(product: Pick<ApiProduct, 'variants'>, query: URLSearchParams): Selection {
  const wantedColor = query.get('color')?.trim().toLowerCase();
  const color = productColors(product).find((c) => c.toLowerCase() === wantedColor) ?? defaultColor(product);
  const wantedSize = query.get('size')?.trim().toLowerCase();
  const size = availableSizes(product).find((s) => s.toLowerCase() === wantedSize) ?? null;
  return { color, size: size !== null && stockFor(product, color, size) > 0 ? size : null };
}

/** After a colour change, the chosen size stays only while it is in stock in the new colour. */
export function withColor(product: Pick<ApiProduct, 'variants'>, selection: Selection, color: string): Selection {
  const keep = selection.size !== null && stockFor(product, color, selection.size) > 0;
  return { color, size: keep ? selection.size : null };
}

/**
 * SPEC §2 price: the chosen size, else the first size of the chosen colour's variant,
 * else the product price. `originalPrice` is struck through when higher.
 */
export function selectedPrice(
  product: Pick<ApiProduct, 'price' | 'variants'>,
  selection: Selection,
): { price: number; originalPrice: number } {
  const variant = variantFor(product, selection.color);
  const size = sizeEntry(variant, selection.size) ?? variant?.sizes[0];
  if (!size) return { price: product.price, originalPrice: product.price };
  return { price: size.discountedPrice ?? size.price, originalPrice: size.price };
}

export interface GalleryImage {
  src: string;
  color: string;
}

/** The chosen colour's pictures first, then the other colours', each picture once. */
export function galleryImages(product: Pick<ApiProduct, 'variants'>, color: string | null): GalleryImage[] {
  const ordered = [...product.variants].sort((a, b) => Number(b.color === color) - Number(a.color === color));
  const seen = new Set<string>();
  const images: GalleryImage[] = [];
  for (const variant of ordered) {
    for (const src of variant.images) {
      if (seen.has(src)) continue;
      seen.add(src);
      images.push({ src, color: variant.color });
    }
  }
  return images;
}

/** The query string for a selection, keeping any other parameters. */
export function selectionQuery(current: string, selection: Selection): string {
  const query = new URLSearchParams(current);
  for (const [key, value] of [
    ['color', selection.color],
    ['size', selection.size],
  ] as const) {
    if (value) query.set(key, value);
    else query.delete(key);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
