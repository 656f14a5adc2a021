/**
 * What an order holds while it waits for its payment, and the undo of each hold: its units
 * of stock (taken from `sizes`) and one use of each coupon it carries. Every function runs
 * inside the caller's short transaction; none of them waits on anything outside the database.
 *
 * Holds are always taken in one fixed order (sizes by product, colour and size; the automatic
 * coupon before the typed one), so two checkouts never wait on each other's rows in a cycle.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { CartItemInput } from '../../domain/cart-quote';
import { ORDER_MESSAGES } from '../../domain/orders';
import type { Db } from '../db/client';
import { coupons, orderItems, orders, sizes, variants } from '../db/schema';
import { ServiceError } from './errors';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A line to hold stock for: the product, colour and size, and how many. */
export type StockLine = Pick<CartItemInput, 'productId' | 'color' | 'size' | 'quantity'> & { name: string };

/** One key per product, colour and size: the order holds are taken in. */
export const stockLineKey = (l: Pick<StockLine, 'productId' | 'color' | 'size'>) => `${l.productId}|${l.color}|${l.size}`;

/**
 * Takes each line's units from its size (only while enough are left, checked in the update
 * itself) and answers the size ids by line key; the first line short of stock stops the
 * checkout with how many are left (the caller's transaction rolls back what was taken).
 */
export async function reserveStock(tx: Tx, lines: readonly StockLine[]): Promise<Map<string, string>> {
  const sizeIds = new Map<string, string>();
  for (const line of [...lines].sort((a, b) => stockLineKey(a).localeCompare(stockLineKey(b)))) {
    const reserved = await tx
      .update(sizes)
      .set({ stock: sql`${sizes.stock} - ${line.quantity}` })
      .from(variants)
      .where(
        and(
          eq(variants.id, sizes.variantId),
          eq(variants.productId, line.productId),
          eq(variants.color, line.color),
          eq(sizes.size, line.size),
          sql`${sizes.stock} >= ${line.quantity}`,
        ),
      )
      .returning({ id: sizes.id });
    if (reserved.length === 0) {
      const [left] = await tx
        .select({ stock: sizes.stock })
        .from(sizes)
        .innerJoin(variants, eq(variants.id, sizes.variantId))
        .where(and(eq(variants.productId, line.productId), eq(variants.color, line.color), eq(sizes.size, line.size)));
      throw new ServiceError('conflict', ORDER_MESSAGES.notEnoughStock(line.name, line.color, line.size, left?.stock ?? 0));
    }
    sizeIds.set(stockLineKey(line), reserved[0]!.id);
  }
  return sizeIds;
}

/** Takes one use of a coupon unless it has none left (`used_count < max_uses`, checked in the update itself). */
export async function takeCouponUse(tx: Tx, couponId: string): Promise<boolean> {
  const taken = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.id, couponId), or(isNull(coupons.maxUses), lt(coupons.usedCount, coupons.maxUses))))
    .returning({ id: coupons.id });
  return taken.length > 0;
}

/**
 * Gives back an order's stock and coupon uses, once: the order is claimed by setting
 * `reservation_released_at`, so a second release (two sweeps, a cancel racing an expiry)
 * changes nothing. Answers whether this call released it.
 */
export async function releaseReservation(tx: Tx, orderId: string, at: Date): Promise<boolean> {
  const [claimed] = await tx
    .update(orders)
    .set({ reservationReleasedAt: at, updatedAt: at })
    .where(and(eq(orders.id, orderId), isNull(orders.reservationReleasedAt)))
    .returning({ couponId: orders.couponId, automaticCouponId: orders.automaticCouponId });
  if (!claimed) return false;
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.sizeId);
  for (const line of lines) {
    if (line.sizeId) await tx.update(sizes).set({ stock: sql`${sizes.stock} + ${line.quantity}` }).where(eq(sizes.id, line.sizeId));
  }
  for (const couponId of [claimed.couponId, claimed.automaticCouponId]) {
    if (!couponId) continue;
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, couponId));
  }
  return true;
}

/**
 * The owner reopens an order whose hold was given back (it was cancelled): its units are
 * taken again from the same sizes, or nothing changes and the first line no longer in stock
 * is named (409). Its coupons take a use again where one is left; the order keeps the price
 * it was placed at either way (the shopper was promised it). Answers false when the order
 * still holds its stock (it was cancelled after it shipped), so there was nothing to take.
 */
export async function reserveAgain(tx: Tx, orderId: string, at: Date): Promise<boolean> {
  const [order] = await tx
    .select({ releasedAt: orders.reservationReleasedAt, couponId: orders.couponId, automaticCouponId: orders.automaticCouponId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.releasedAt) return false;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  // The order checkout takes them in (a line whose product was deleted has no key: it stops the reopen first).
  const lines = items.sort((a, b) => stockLineKey({ productId: a.productId ?? '', color: a.color, size: a.size }).localeCompare(stockLineKey({ productId: b.productId ?? '', color: b.color, size: b.size })));
  for (const line of lines) {
    if (!line.sizeId) throw new ServiceError('conflict', ORDER_MESSAGES.cannotReopen(`${line.productName} (${line.color}, ${line.size})`, 0));
    const [taken] = await tx
      .update(sizes)
      .set({ stock: sql`${sizes.stock} - ${line.quantity}` })
      .where(and(eq(sizes.id, line.sizeId), sql`${sizes.stock} >= ${line.quantity}`))
      .returning({ id: sizes.id });
    if (!taken) {
      const [left] = await tx.select({ stock: sizes.stock }).from(sizes).where(eq(sizes.id, line.sizeId));
      throw new ServiceError('conflict', ORDER_MESSAGES.cannotReopen(`${line.productName} (${line.color}, ${line.size})`, left?.stock ?? 0));
    }
  }
  for (const couponId of [order.automaticCouponId, order.couponId]) {
    if (couponId) await takeCouponUse(tx, couponId);
  }
  await tx.update(orders).set({ reservationReleasedAt: null, updatedAt: at }).where(eq(orders.id, orderId));
  return true;
}
