/** The catalogue's facts the pricing rule needs (domain/pricing): prices, stock, discounts, categories. */
import { and, eq, inArray } from 'drizzle-orm';
import type { CatalogueSize, PricingLineInput } from '#domain/pricing.ts';
import { sameCategorySql } from '#server/db/category-match.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { categoryDiscounts, products, sizes, variants } from '#server/db/schema.ts';
import { isProductId } from './reads';

/** The catalogue's facts for the sizes these lines name; unknown ones are simply absent. */
export async function loadCatalogueFacts(db: Db, lines: readonly PricingLineInput[]): Promise<CatalogueSize[]> {
  const ids = [...new Set(lines.map((l) => l.productId).filter(isProductId))];
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
    .leftJoin(categoryDiscounts, sameCategorySql(categoryDiscounts.category, products.category))
    .where(and(inArray(products.id, ids)));
  return rows.map((r) => ({
    productId: r.productId,
    color: r.color,
    size: r.size,
    name: r.name,
    category: r.category,
    priceCents: r.priceCents,
    stock: r.stock,
    sizeDiscount: { percentage: r.discountPercentage, expiresAt: r.discountExpiresAt },
    categoryDiscount:
      r.categoryPercentage === null
        ? null
        : {
            percentage: r.categoryPercentage,
            flatAmountCents: r.categoryFlatCents ?? 0,
            expiresAt: r.categoryExpiresAt,
          },
  }));
}

/** Categories of products, for carts sent without their lines (SPEC payload: productIds only). */
export async function productCategories(db: Db, productIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(productIds.filter(isProductId))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, category: products.category })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.category]));
}

/** Whether a product of this ID exists (a coupon may name only one the store has). */
/** Which of these ids name a product now (in no particular order); ids that are no UUID are left out. */
export async function existingProductIds(db: Db | Tx, ids: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(ids.filter(isProductId))];
  if (wanted.length === 0) return [];
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, wanted));
  return rows.map((row) => row.id);
}

export async function productExists(db: Db, productId: string): Promise<boolean> {
  return (await db.select({ id: products.id }).from(products).where(eq(products.id, productId))).length > 0;
}
