/**
 * A coupon's uses, taken by an order while it waits for its payment and given back when it
 * ends: `used_count` changes only here, inside the caller's transaction.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { coupons } from '#server/db/schema.ts';

/** Takes one use of a coupon unless it has none left (`used_count < max_uses`, checked in the update itself). */
export async function takeCouponUse(tx: Tx, couponId: string): Promise<boolean> {
  const taken = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.id, couponId), or(isNull(coupons.maxUses), lt(coupons.usedCount, coupons.maxUses))))
    .returning({ id: coupons.id });
  return taken.length > 0;
}

/** Gives one use back (never below none). */
export async function giveBackCouponUse(tx: Tx, couponId: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, couponId));
}
