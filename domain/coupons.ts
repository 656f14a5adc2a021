/**
 * Coupons (SPEC §3, §5): the one input schema shared by the admin form and the API, and
 * the discount arithmetic shared by the cart display and the server. Pure: no I/O.
 */
import { z } from 'zod';
import { cartItemsSchema } from './cart-quote';
import { sameCategory } from './categories';
import { couponIsCurrent } from './expiry';
import { date, integer, money, text } from './input-rules';
import { formatMoney, toCents, type Cents } from './money';

export const COUPON_TYPES = ['percentage', 'fixed'] as const;
export const COUPON_SCOPES = ['global', 'category', 'product'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];
export type CouponScope = (typeof COUPON_SCOPES)[number];

/** SPEC §9: a percentage coupon takes at most 100 %. */
export const MAX_PERCENTAGE = 100;

export const COUPON_MESSAGES = {
  codeRequired: 'Coupon code is required for non-global discounts',
  valuePositive: 'Discount value must be greater than 0',
  percentageMax: 'Percentage discount cannot exceed 100%',
  categoryRequired: 'Category name is required',
  productRequired: 'Product ID is required',
  maxUsesPositive: 'Max uses must be a positive number',
  minOrderNotNegative: 'Minimum order value cannot be negative',
  maxDiscountPositive: 'Maximum discount must be greater than 0',
  codeFormat: 'Coupon code may use letters, digits, hyphens and underscores (up to 32).',
  maxUsesTooLarge: 'Max uses can be at most 1000000.',
  expiryBeforeToday: 'Expiry date cannot be before today',
  productUnknown: 'No product has this ID.',
} as const;

/** Most uses a coupon can be limited to (far beyond any campaign; fits the 32-bit column). */
export const MAX_COUPON_USES = 1_000_000;

/** Empty strings and null from a form mean "not set". */
const unset = (v: unknown) => v === '' || v === null || v === undefined;
const optional = <T extends z.core.$ZodType>(schema: T) =>
  z.preprocess((v) => (unset(v) ? undefined : v), z.optional(schema));

/**
 * The admin coupon form / POST and PUT /api/coupons. Code and target are trimmed, the code
 * upper-cased; a global (automatic) coupon keeps no code. Money in currency units.
 */
export const couponInputSchema = z
  .object({
    code: optional(
      z.pipe(
        text({ label: 'Coupon code', max: 32, messages: { tooLong: COUPON_MESSAGES.codeFormat } }),
        z.transform((c: string) => c.toUpperCase()),
      ),
    ),
    description: optional(text({ label: 'Description', max: 200, multiline: true })),
    type: z.enum(COUPON_TYPES, { error: 'Discount type must be percentage or fixed' }),
    value: z.preprocess(
      (v) => (unset(v) ? undefined : v),
      money({
        label: 'Discount value',
        messages: { type: COUPON_MESSAGES.valuePositive, negative: COUPON_MESSAGES.valuePositive },
      }),
    ),
    appliesTo: z.enum(COUPON_SCOPES, { error: 'Applies to must be global, category or product' }).default('global'),
    target: optional(text({ label: 'Target', max: 100 })),
    maxUses: optional(
      integer({
        label: 'Max uses',
        min: 1,
        max: MAX_COUPON_USES,
        message: COUPON_MESSAGES.maxUsesPositive,
        tooLarge: COUPON_MESSAGES.maxUsesTooLarge,
      }),
    ),
    expiresAt: optional(date({ label: 'Expiry date', messages: { type: 'Please enter a valid expiry date' } })),
    minOrderValue: optional(
      money({ label: 'Minimum order value', messages: { negative: COUPON_MESSAGES.minOrderNotNegative } }),
    ),
    maxDiscount: optional(
      money({
        label: 'Maximum discount',
        messages: { type: COUPON_MESSAGES.maxDiscountPositive, negative: COUPON_MESSAGES.maxDiscountPositive },
      }),
    ),
    isGlobal: z.boolean({ error: 'isGlobal must be true or false' }).default(false),
  })
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!c.isGlobal) {
      if (!c.code) issue('code', COUPON_MESSAGES.codeRequired);
      else if (!/^[A-Z0-9_-]{1,32}$/.test(c.code)) issue('code', COUPON_MESSAGES.codeFormat);
    }
    if (!(c.value > 0)) issue('value', COUPON_MESSAGES.valuePositive);
    else if (c.type === 'percentage' && c.value > MAX_PERCENTAGE) issue('value', COUPON_MESSAGES.percentageMax);
    if (c.appliesTo === 'category' && !c.target) issue('target', COUPON_MESSAGES.categoryRequired);
    if (c.appliesTo === 'product' && !c.target) issue('target', COUPON_MESSAGES.productRequired);
    if (c.maxDiscount !== undefined && !(c.maxDiscount > 0)) issue('maxDiscount', COUPON_MESSAGES.maxDiscountPositive);
  })
  .transform((c) => ({
    ...c,
    code: c.isGlobal ? undefined : c.code,
    target: c.appliesTo === 'global' ? undefined : c.target,
  }));

export type CouponInput = z.output<typeof couponInputSchema>;

/** A coupon as the discount rules need it, money in cents. */
export interface CouponRule {
  type: CouponType;
  /** Percent (e.g. 12.5) for percentage coupons; cents for fixed ones. */
  value: number;
  appliesTo: CouponScope;
  target: string | null;
  maxUses: number | null;
  usedCount: number;
  expiresAt: Date | null;
  minOrderValueCents: Cents | null;
  maxDiscountCents: Cents | null;
}

/** One cart line as priced by the server (unit price is the discounted price). */
export interface PricedLine {
  productId: string;
  category: string;
  unitPriceCents: Cents;
  quantity: number;
}

export type CouponOutcome =
  { ok: true; discountCents: Cents; eligibleSubtotalCents: Cents } | { ok: false; message: string };

export const APPLY_MESSAGES = {
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has reached its usage limit.',
  minimum: (amount: string) => `This coupon needs an order of at least ${amount}.`,
  noEligibleCategory: (category: string) =>
    `This coupon applies only to ${category} items, and there are none in your cart.`,
  noEligibleProduct: 'This coupon applies to a product that is not in your cart.',
  emptyCart: 'Your cart is empty.',
} as const;

export function lineSubtotal(lines: readonly PricedLine[]): Cents {
  return lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
}

export function isEligible(rule: CouponRule, line: PricedLine): boolean {
  if (rule.appliesTo === 'global') return true;
  if (rule.appliesTo === 'category') return sameCategory(line.category, rule.target);
  return line.productId === rule.target;
}

/**
 * The discount a coupon gives a cart, or why it gives none. Percentage: value % of the
 * eligible subtotal, capped by maxDiscount; fixed: the value, at most the eligible
 * subtotal. The discount never exceeds the eligible subtotal (so the total stays ≥ 0).
 */
export function couponDiscount(
  rule: CouponRule,
  lines: readonly PricedLine[],
  now: Date,
  currency = 'USD',
): CouponOutcome {
  const subtotal = lineSubtotal(lines);
  if (subtotal <= 0) return { ok: false, message: APPLY_MESSAGES.emptyCart };
  if (!couponIsCurrent(rule.expiresAt, now)) return { ok: false, message: APPLY_MESSAGES.expired };
  if (rule.maxUses !== null && rule.usedCount >= rule.maxUses) return { ok: false, message: APPLY_MESSAGES.usedUp };
  if (rule.minOrderValueCents !== null && subtotal < rule.minOrderValueCents) {
    return { ok: false, message: APPLY_MESSAGES.minimum(formatMoney(rule.minOrderValueCents, currency)) };
  }
  const eligibleSubtotalCents = lineSubtotal(lines.filter((l) => isEligible(rule, l)));
  if (eligibleSubtotalCents <= 0) {
    return {
      ok: false,
      message:
        rule.appliesTo === 'category'
          ? APPLY_MESSAGES.noEligibleCategory(rule.target ?? '')
          : APPLY_MESSAGES.noEligibleProduct,
    };
  }
  let discount =
    rule.type === 'percentage'
      ? Math.round((eligibleSubtotalCents * Math.min(rule.value, MAX_PERCENTAGE)) / 100)
      : rule.value;
  if (rule.type === 'percentage' && rule.maxDiscountCents !== null)
    discount = Math.min(discount, rule.maxDiscountCents);
  discount = Math.max(0, Math.min(discount, eligibleSubtotalCents));
  return { ok: true, discountCents: discount, eligibleSubtotalCents };
}

/** Form/API value (currency units or percent) → the stored rule value. */
export function ruleValueFromInput(type: CouponType, value: number): number {
  return type === 'fixed' ? toCents(value) : Math.round(value * 100) / 100;
}

/**
 * SPEC §5: the admin form offers no expiry day before today (days as YYYY-MM-DD in the
 * owner's calendar). The API itself accepts a past date: that is how a coupon is ended
 * early, and an expired coupon can be edited without moving its date (decision 28).
 */
export function expiryDayBeforeToday(day: string, today: string): boolean {
  return day !== '' && day < today;
}

/** SPEC §4 "Coupon display": Active while expiresAt is in the future (or unset), else Expired. */
export function couponStatus(expiresAt: Date | string | null | undefined, now: Date): 'Expired' | 'Active' {
  return couponIsCurrent(expiresAt, now) ? 'Active' : 'Expired';
}

/** POST /coupons/apply: SPEC payload {code, productIds, cartTotal}, plus the cart's items. */
export const applyCouponSchema = z.object({
  code: text({
    label: 'Coupon code',
    min: 1,
    max: 64,
    messages: {
      type: 'Please enter a coupon code.',
      required: 'Please enter a coupon code.',
      tooLong: 'This coupon code is not valid.',
    },
  }),
  productIds: z.optional(
    z.array(text({ label: 'productIds', max: 100 }), { error: 'productIds must be a list of product ids.' }).max(200),
  ),
  cartTotal: z.optional(
    money({
      label: 'cartTotal',
      messages: { type: 'cartTotal must be a number', negative: 'cartTotal cannot be negative' },
    }),
  ),
  items: cartItemsSchema.optional(),
});
