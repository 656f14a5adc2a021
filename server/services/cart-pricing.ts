/**
 * Prices carts from the database with the one pricing rule (domain/pricing, decision
 * 0019): loads the catalogue's facts for the lines, the store's automatic coupons and the
 * typed coupon, and calls `priceCart`. The server never trusts prices a browser sends.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import { CART_SHIPPING_COST } from '../../domain/cart';
import type { CouponRule } from '../../domain/coupons';
import { toCents, type Cents } from '../../domain/money';
import { type CatalogueSize, priceCart, type PricedCart, type PricingCoupon, type PricingLineInput } from '../../domain/pricing';
import { sameCategorySql } from '../db/category-match';
import type { Db } from '../db/client';
import { inTurn } from '../db/in-turn';
import { categoryDiscounts, coupons, products, sizes, variants } from '../db/schema';
import { isProductId } from './catalog';

type CouponRow = typeof coupons.$inferSelect;

/** SPEC §8 text for a code no coupon has. */
export const UNKNOWN_COUPON_MESSAGE = 'This coupon code is not valid.';

export function toCouponRule(row: CouponRow): CouponRule {
  return {
    type: row.type,
    // Fixed values are cents; percentages are stored in hundredths of a percent point.
    value: row.type === 'fixed' ? row.valueHundredths : row.valueHundredths / 100,
    appliesTo: row.appliesTo,
    target: row.target,
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    expiresAt: row.expiresAt,
    minOrderValueCents: row.minOrderValueCents,
    maxDiscountCents: row.maxDiscountCents,
  };
}

export function toPricingCoupon(row: CouponRow): PricingCoupon {
  return { ...toCouponRule(row), id: row.id, code: row.code, description: row.description };
}

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
        : { percentage: r.categoryPercentage, flatAmountCents: r.categoryFlatCents ?? 0, expiresAt: r.categoryExpiresAt },
  }));
}

/** How a typed code is looked up: codes are stored upper-case; global coupons have none. */
const normalisedCode = (code: string) => code.trim().toUpperCase();

/**
 * Every automatic (global, code-less) coupon — the pricing rule decides which are current —
 * and the typed coupon `code` names, if any, in one read.
 */
export async function loadPricingCoupons(db: Db, code?: string): Promise<{ automatic: PricingCoupon[]; typed: CouponRow | undefined }> {
  const typed = code ? and(eq(coupons.code, normalisedCode(code)), eq(coupons.isGlobal, false)) : undefined;
  const rows = await db
    .select()
    .from(coupons)
    .where(typed ? or(eq(coupons.isGlobal, true), typed) : eq(coupons.isGlobal, true))
    .orderBy(coupons.createdAt, coupons.id);
  return { automatic: rows.filter((r) => r.isGlobal).map(toPricingCoupon), typed: rows.find((r) => !r.isGlobal) };
}

/** The typed coupon a code names. */
export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, normalisedCode(code)), eq(coupons.isGlobal, false)));
  return row;
}

export interface PriceFromDatabaseOptions {
  /** The code the shopper typed; an unknown one gives `couponError` 'This coupon code is not valid.'. */
  couponCode?: string | null;
  /** The shipping charge; the cart's flat estimate (SPEC §9) when not given. Checkout passes its method's cost. */
  shippingCents?: Cents;
  /** The store currency, for messages naming an amount. */
  currency?: string;
  now?: Date;
  /**
   * Automatic coupons to leave out: checkout's, when one's last use was taken by another
   * order between pricing and reserving it (decision 0023).
   */
  excludeAutomaticCouponIds?: ReadonlySet<string>;
}

/**
 * Prices cart lines from the database by the one rule. Checkout calls this (inside its
 * transaction, with its `db`) and then reserves stock and the coupon's use; the cart's
 * quote and POST /coupons/apply call it too, so every screen shows the same amounts.
 */
export async function priceCartFromDatabase(
  db: Db,
  lines: readonly PricingLineInput[],
  options: PriceFromDatabaseOptions = {},
): Promise<PricedCart & { typedCoupon: CouponRow | undefined }> {
  const now = options.now ?? new Date();
  const code = options.couponCode?.trim();
  // In turn: checkout passes its transaction, one connection that takes one query at a time.
  const [catalogue, { automatic, typed }] = await inTurn([() => loadCatalogueFacts(db, lines), () => loadPricingCoupons(db, code)]);
  const priced = priceCart({
    lines,
    catalogue,
    coupon: typed ? toPricingCoupon(typed) : null,
    automaticCoupons: options.excludeAutomaticCouponIds ? automatic.filter((c) => !options.excludeAutomaticCouponIds!.has(c.id)) : automatic,
    shippingCents: options.shippingCents ?? toCents(CART_SHIPPING_COST),
    now,
    currency: options.currency ?? 'USD',
  });
  return { ...(code && !typed ? { ...priced, couponError: UNKNOWN_COUPON_MESSAGE } : priced), typedCoupon: typed };
}

/** Categories of products, for carts sent without their lines (SPEC payload: productIds only). */
export async function productCategories(db: Db, productIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(productIds.filter(isProductId))];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: products.id, category: products.category }).from(products).where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.category]));
}
