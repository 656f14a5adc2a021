import type { ApiProduct } from '../../../domain/product';


/** Units in stock over every size of every variant. */
export function totalStock(product: ApiProduct): number {
  return product.variants.reduce(
    (sum, variant) => sum + variant.sizes.reduce((sizeSum, size) => sizeSum + Math.max(0, size.stock), 0),
    0,
  );
}

/** SPEC §4: first size of the first variant (discountedPrice, else price); the product price otherwise. */
export function displayPrice(product: ApiProduct): { price: number; originalPrice: number } {
  const size = product.variants[0]?.sizes[0];
  if (!size) return { price: product.price, originalPrice: product.price };
  return { price: size.discountedPrice ?? size.price, originalPrice: size.price };
}

export function firstImage(product: ApiProduct): string | null {
  return product.variants[0]?.images[0] ?? null;
}

/** Unique colour names in variant order. */
export function variantColors(product: ApiProduct): string[] {
  return [...new Set(product.variants.map((variant) => variant.color))];
}

/** Only what a product card shows, so list pages do not ship every variant to the browser. */
export interface ProductCardData {
  _id: string;
  name: string;
  description: string;
  image: string | null;
  price: number;
  originalPrice: number;
}

export function toProductCardData(product: ApiProduct): ProductCardData {
  return {
    _id: product._id,
    name: product.name,
    description: product.description,
    image: firstImage(product),
    ...displayPrice(product),
  };
}
