/** Coupons: admin management and applying a code (or an automatic coupon) to a cart. */
import { desc, eq } from 'drizzle-orm';
import type { ApiCoupon } from '#domain/api-answer-schemas.ts';
import type { CartItemInput } from '#domain/cart-quote.ts';
import { sameCategory } from '#domain/categories.ts';
import { isEntityId } from '#domain/input-rules.ts';
import {
  COUPON_MESSAGES,
  couponDiscount,
  ruleValueFromInput,
  type CouponInput,
  type CouponRule,
  type PricedLine,
} from '#domain/coupons.ts';
import type { PricedCart, PricingLineInput } from '#domain/pricing.ts';
import { fromCents, toCents } from '#domain/money.ts';
import type { Db } from '#server/db/client.ts';
import { coupons } from '#server/db/schema.ts';
import { productCategories, productExists } from '#server/services/catalog/index.ts';
import { findCouponByCode, toCouponRule, UNKNOWN_COUPON_MESSAGE, type CouponRow } from './lookup';
import { isUniqueViolation, ServiceError } from '#server/services/errors.ts';

// The coupon's API shape is shared with the browser (decision 0025).
export type { ApiCoupon };

export const COUPON_SERVICE_MESSAGES = {
  duplicate: 'A coupon with this code already exists.',
  notFound: 'Coupon not found.',
  unknownCode: UNKNOWN_COUPON_MESSAGE,
  needItems: 'Please send the cart items (product, colour, size and quantity) to apply this coupon.',
  deleted: 'Coupon deleted successfully',
} as const;

export function toApiCoupon(row: CouponRow): ApiCoupon {
  return {
    _id: row.id,
    code: row.code,
    description: row.description,
    type: row.type,
    // Fixed values are cents; percentages are hundredths of a percent point.
    value: row.valueHundredths / 100,
    appliesTo: row.appliesTo,
    target: row.target,
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    minOrderValue: row.minOrderValueCents === null ? null : fromCents(row.minOrderValueCents),
    maxDiscount: row.maxDiscountCents === null ? null : fromCents(row.maxDiscountCents),
    isGlobal: row.isGlobal,
    createdAt: row.createdAt.toISOString(),
  };
}

function toRow(input: CouponInput) {
  const value = ruleValueFromInput(input.type, input.value);
  return {
    code: input.code ?? null,
    description: input.description ?? '',
    type: input.type,
    valueHundredths: input.type === 'fixed' ? value : Math.round(value * 100),
    appliesTo: input.appliesTo,
    target: input.target ?? null,
    maxUses: input.maxUses ?? null,
    expiresAt: input.expiresAt ?? null,
    minOrderValueCents: input.minOrderValue === undefined ? null : toCents(input.minOrderValue),
    maxDiscountCents: input.maxDiscount === undefined ? null : toCents(input.maxDiscount),
    isGlobal: input.isGlobal,
  };
}

export interface ApplyRequest {
  code: string;
  productIds?: string[];
  cartTotal?: number;
  items?: CartItemInput[];
}

/**
 * The cart priced by the one pricing rule with a typed code (server/services/pricing); given
 * by the caller, since pricing reads the coupons through this module.
 */
export type PriceWithCoupon = (
  items: readonly PricingLineInput[],
  options: { couponCode: string; now: Date },
) => Promise<PricedCart & { typedCoupon: CouponRow | undefined }>;

export function createCouponService(db: Db, currency: string, priceWithCoupon: PriceWithCoupon) {
  async function findById(id: string) {
    const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
    return row;
  }

  /** Lines for a SPEC-style payload (productIds + cartTotal) without per-line prices. */
  async function linesFromTotal(rule: CouponRule, productIds: string[], cartTotal: number): Promise<PricedLine[]> {
    const totalCents = Math.max(0, toCents(cartTotal));
    if (rule.appliesTo === 'global') return [{ productId: '', category: '', unitPriceCents: totalCents, quantity: 1 }];
    const categories = await productCategories(db, productIds);
    const eligible = productIds.filter((id) =>
      rule.appliesTo === 'product' ? id === rule.target : sameCategory(categories.get(id), rule.target),
    );
    if (eligible.length === 0) return [{ productId: '', category: '', unitPriceCents: totalCents, quantity: 1 }];
    // Only when every line is eligible is the whole total the eligible subtotal.
    if (eligible.length !== productIds.length) throw new ServiceError('invalid', COUPON_SERVICE_MESSAGES.needItems);
    return [{ productId: eligible[0]!, category: rule.target ?? '', unitPriceCents: totalCents, quantity: 1 }];
  }

  /**
   * A product coupon names a product the store has: a mistyped ID would make a coupon no
   * cart can use. An edit may keep the target it already had (the product may be gone).
   */
  async function checkProductTarget(input: CouponInput, current?: CouponRow) {
    if (input.appliesTo !== 'product' || !input.target) return;
    if (current?.appliesTo === 'product' && current.target === input.target) return;
    const found = isEntityId(input.target) && (await productExists(db, input.target));
    if (!found) throw new ServiceError('invalid', COUPON_MESSAGES.productUnknown);
  }

  return {
    async list(): Promise<ApiCoupon[]> {
      return (await db.select().from(coupons).orderBy(desc(coupons.createdAt))).map(toApiCoupon);
    },

    async create(input: CouponInput): Promise<ApiCoupon> {
      await checkProductTarget(input);
      try {
        const [row] = await db.insert(coupons).values(toRow(input)).returning();
        return toApiCoupon(row!);
      } catch (err) {
        if (isUniqueViolation(err)) throw new ServiceError('conflict', COUPON_SERVICE_MESSAGES.duplicate);
        throw err;
      }
    },

    async update(id: string, input: CouponInput): Promise<ApiCoupon> {
      const current = await findById(id);
      if (!current) throw new ServiceError('not_found', COUPON_SERVICE_MESSAGES.notFound);
      await checkProductTarget(input, current);
      try {
        const [row] = await db
          .update(coupons)
          .set({ ...toRow(input), updatedAt: new Date() })
          .where(eq(coupons.id, id))
          .returning();
        if (!row) throw new ServiceError('not_found', COUPON_SERVICE_MESSAGES.notFound);
        return toApiCoupon(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw new ServiceError('conflict', COUPON_SERVICE_MESSAGES.duplicate);
        throw err;
      }
    },

    async remove(id: string): Promise<ApiCoupon> {
      const [row] = await db.delete(coupons).where(eq(coupons.id, id)).returning();
      if (!row) throw new ServiceError('not_found', COUPON_SERVICE_MESSAGES.notFound);
      return toApiCoupon(row);
    },

    findById,

    /**
     * POST /coupons/apply: the discount a code gives this cart. With `items` the server
     * prices the lines itself by the one pricing rule (domain/pricing) and ignores
     * `cartTotal`; the answer then carries the whole priced cart (`pricing`), the
     * automatic store discount combined with this coupon included.
     */
    async apply(
      request: ApplyRequest,
      now = new Date(),
    ): Promise<{ coupon: ApiCoupon; discount: number; pricing?: PricedCart }> {
      if (request.items) {
        // The cart priced with the code: one read finds the coupon and the store's own.
        const { typedCoupon, ...pricing } = await priceWithCoupon(request.items, { couponCode: request.code, now });
        if (!typedCoupon) throw new ServiceError('not_found', COUPON_SERVICE_MESSAGES.unknownCode);
        if (pricing.couponError !== null) throw new ServiceError('invalid', pricing.couponError);
        return { coupon: toApiCoupon(typedCoupon), discount: fromCents(pricing.couponDiscountCents), pricing };
      }
      const row = await findCouponByCode(db, request.code);
      if (!row) throw new ServiceError('not_found', COUPON_SERVICE_MESSAGES.unknownCode);
      // The SPEC payload without lines: the coupon's own rule on the total it was sent.
      const rule = toCouponRule(row);
      const outcome = couponDiscount(
        rule,
        await linesFromTotal(rule, request.productIds ?? [], request.cartTotal ?? 0),
        now,
        currency,
      );
      if (!outcome.ok) throw new ServiceError('invalid', outcome.message);
      return { coupon: toApiCoupon(row), discount: fromCents(outcome.discountCents) };
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
