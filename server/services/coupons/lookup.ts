/** Coupons as the pricing rule reads them: the typed code's coupon and the store's automatic ones. */
import { and, eq, or } from 'drizzle-orm';
import type { CouponRule } from '#domain/coupons.ts';
import type { PricingCoupon } from '#domain/pricing.ts';
import type { Db } from '#server/db/client.ts';
import { coupons } from '#server/db/schema.ts';

export type CouponRow = typeof coupons.$inferSelect;

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

/** How a typed code is looked up: codes are stored upper-case; global coupons have none. */
const normalisedCode = (code: string) => code.trim().toUpperCase();

/**
 * Every automatic (global, code-less) coupon — the pricing rule decides which are current —
 * and the typed coupon `code` names, if any, in one read.
 */
export async function loadPricingCoupons(
  db: Db,
  code?: string,
): Promise<{ automatic: PricingCoupon[]; typed: CouponRow | undefined }> {
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
