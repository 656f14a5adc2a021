/**
 * One rule for every dated offer (DESIGN "Discounts", SPEC §4, decision 0019): a size
 * discount, a category discount or a coupon is active while its `expiresAt` lies in the
 * future — strictly: at the instant it expires it is over. Whether "no date" means
 * "never active" (discounts) or "never expires" (coupons) is the caller's fact, so both
 * readings are named here.
 */

function time(expiresAt: Date | string): number {
  return expiresAt instanceof Date ? expiresAt.getTime() : Date.parse(expiresAt);
}

/** True while `expiresAt` is after `now`; false for no date or one that cannot be read. */
export function expiresInFuture(expiresAt: Date | string | null | undefined, now: Date): boolean {
  if (expiresAt === null || expiresAt === undefined || expiresAt === '') return false;
  const at = time(expiresAt);
  return !Number.isNaN(at) && at > now.getTime();
}

/** Coupons (SPEC §4 "Coupon display"): no expiry date means the coupon does not expire. */
export function couponIsCurrent(expiresAt: Date | string | null | undefined, now: Date): boolean {
  return expiresAt === null || expiresAt === undefined || expiresInFuture(expiresAt, now);
}
