/**
 * How a coupon reads on the Coupons screen (SPEC §2 row, §4 "Coupon display") and in its
 * CSV export (SPEC §9). Money is shown in the store currency, never a fixed symbol.
 */
import type { ApiCoupon } from '#domain/api-answer-schemas.ts';
import { couponStatus } from '#domain/coupons.ts';
import { adminDate, adminMoney } from '#app/features/admin/index.ts';
import { toCents } from '#domain/money.ts';
import type { CsvColumn } from '#app/lib/csv.ts';

/** '15% off' or '$5.00 off'. */
export function discountText(coupon: Pick<ApiCoupon, 'type' | 'value'>, currency: string): string {
  return coupon.type === 'percentage' ? `${coupon.value}% off` : `${adminMoney(toCents(coupon.value), currency)} off`;
}

/**
 * An automatic coupon has no code, so its row is titled by what it gives:
 * 'Store-wide 10% off', 'Automatic 10% off Jackets', 'Automatic $5.00 off one product'.
 */
export function globalTitle(
  coupon: Pick<ApiCoupon, 'type' | 'value' | 'appliesTo' | 'target'>,
  currency: string,
): string {
  const discount = discountText(coupon, currency);
  if (coupon.appliesTo === 'category') return `Automatic ${discount} ${coupon.target ?? ''}`.trim();
  if (coupon.appliesTo === 'product') return `Automatic ${discount} one product`;
  return `Store-wide ${discount}`;
}

/** The name a coupon goes by on screen and in the delete question: its code, else its title. */
export function couponName(coupon: ApiCoupon, currency: string): string {
  return coupon.code ?? globalTitle(coupon, currency);
}

/** 'Uses: 3/100', or 'Uses: 3/∞' when there is no limit. */
export function usesText(coupon: Pick<ApiCoupon, 'usedCount' | 'maxUses'>): string {
  return `Uses: ${coupon.usedCount}/${coupon.maxUses ?? '∞'}`;
}

/** 'Min: $20.00', or 'Min: none' when any order qualifies. */
export function minimumText(coupon: Pick<ApiCoupon, 'minOrderValue'>, currency: string): string {
  return `Min: ${coupon.minOrderValue === null ? 'none' : adminMoney(toCents(coupon.minOrderValue), currency)}`;
}

/** 'Expires Dec 31, 2026' or 'No expiry', in the viewer's calendar. */
export function expiryText(expiresAt: string | null): string {
  if (!expiresAt) return 'No expiry';
  return `Expires ${adminDate(expiresAt)}`;
}

/** What the coupon applies to: every product, a category, or one product (by id). */
export function scopeText(coupon: Pick<ApiCoupon, 'appliesTo' | 'target'>): string {
  if (coupon.appliesTo === 'category') return `Category: ${coupon.target ?? ''}`;
  if (coupon.appliesTo === 'product') return `Product: ${coupon.target ?? ''}`;
  return 'All products';
}

/** SPEC §5 admin search: the code or the description contains the term, ignoring case. */
export function matchesSearch(coupon: Pick<ApiCoupon, 'code' | 'description'>, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return (coupon.code ?? '').toLowerCase().includes(needle) || coupon.description.toLowerCase().includes(needle);
}

/**
 * SPEC §9 `coupons_export_{date}` columns, filled from the coupon's own fields (the SPEC's
 * discountType/discountValue/minOrder/active names read as type/value/minOrderValue/not
 * expired). Amounts are plain numbers in the store currency so a spreadsheet can add them.
 */
export function couponCsvColumns(now: Date): CsvColumn<ApiCoupon>[] {
  return [
    { header: 'Code', value: (c) => c.code ?? '' },
    { header: 'Description', value: (c) => c.description },
    { header: 'Discount Type', value: (c) => c.type },
    { header: 'Discount Value', value: (c) => c.value },
    { header: 'Min Order', value: (c) => c.minOrderValue },
    { header: 'Max Discount', value: (c) => c.maxDiscount },
    { header: 'Expires At', value: (c) => c.expiresAt ?? '' },
    { header: 'Active', value: (c) => (couponStatus(c.expiresAt, now) === 'Active' ? 'Yes' : 'No') },
  ];
}
