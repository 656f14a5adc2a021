/**
 * Prices cart lines from the catalogue: the server never trusts prices a browser sends.
 * A line's unit price is its size's discounted price now (domain/discounts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { CartItemInput } from '../../domain/cart-quote';
import type { PricedLine } from '../../domain/coupons';
import { discountedPriceCents } from '../../domain/discounts';
import type { Db } from '../db/client';
import { categoryDiscounts, products, sizes, variants } from '../db/schema';
import { isProductId } from './catalog';

export interface PricedCartLine extends PricedLine {
  color: string;
  size: string;
  name: string;
  priceCents: number;
  stock: number;
}

/** Prices each line that still exists; unknown products, colours or sizes are left out. */
export async function priceCartLines(db: Db, items: readonly CartItemInput[], now = new Date()): Promise<PricedCartLine[]> {
  const ids = [...new Set(items.map((i) => i.productId).filter(isProductId))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      productId: products.id,
      name: products.name,
      category: products.category,
      color: variants.color,
      size: sizes.size,
      priceCents: sizes.priceCents,
      stock: sizes.stock,
      discountPercentage: sizes.discountPercentage,
      discountExpiresAt: sizes.discountExpiresAt,
      categoryPercentage: categoryDiscounts.percentage,
      categoryFlatCents: categoryDiscounts.flatAmountCents,
      categoryExpiresAt: categoryDiscounts.expiresAt,
    })
    .from(sizes)
    .innerJoin(variants, eq(variants.id, sizes.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(categoryDiscounts, eq(categoryDiscounts.category, products.category))
    .where(and(inArray(products.id, ids)));
  const byKey = new Map(rows.map((r) => [`${r.productId}|${r.color}|${r.size}`, r]));
  return items.flatMap((item) => {
    const r = byKey.get(`${item.productId}|${item.color}|${item.size}`);
    if (!r) return [];
    const unit = discountedPriceCents(
      r.priceCents,
      { percentage: r.discountPercentage, expiresAt: r.discountExpiresAt },
      r.categoryPercentage === null
        ? null
        : { percentage: r.categoryPercentage, flatAmountCents: r.categoryFlatCents ?? 0, expiresAt: r.categoryExpiresAt },
      now,
    );
    return [
      {
        productId: r.productId,
        category: r.category,
        name: r.name,
        color: r.color,
        size: r.size,
        priceCents: r.priceCents,
        unitPriceCents: unit,
        stock: r.stock,
        quantity: item.quantity,
      },
    ];
  });
}

/** Categories of products, for carts sent without their lines (SPEC payload: productIds only). */
export async function productCategories(db: Db, productIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(productIds.filter(isProductId))];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: products.id, category: products.category }).from(products).where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.category]));
}
