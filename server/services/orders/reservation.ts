/**
 * What an order holds while it waits for its payment, and the undo of each hold: its units
 * of stock (the catalogue's) and one use of each coupon it carries (the coupons'). This
 * module owns only the order's claim, `reservation_released_at`; every function runs inside
 * the caller's short transaction and none waits on anything outside the database.
 *
 * Holds are always taken in one fixed order (sizes by product, colour and size; the automatic
 * coupon before the typed one), so two checkouts never wait on each other's rows in a cycle.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { orderItems, orders } from '#server/db/schema.ts';
import {
  releaseStock,
  reserveStockAgain,
  stockLineKey,
  type RestockListener,
  type StockMoves,
} from '#server/services/catalog/index.ts';
import { giveBackCouponUse, takeCouponUse } from '#server/services/coupons/index.ts';
import type { StockReleaseReason } from '#domain/order-timeline.ts';
import { recordOrderEvent, type Actor } from './timeline';

/** The stock ledger names the admin who moved stock; the store's and the shopper's own steps name none. */
const ledgerActor = (actor: Actor) => (actor.type === 'admin' ? (actor.name ?? null) : null);

/**
 * Gives back an order's stock and coupon uses, once: the order is claimed by setting
 * `reservation_released_at`, so a second release (two sweeps, a cancel racing an expiry)
 * changes nothing. Answers the stock this call gave back, or null when it released nothing;
 * the order's timeline says why and who.
 */
export async function releaseReservation(
  tx: Tx,
  orderId: string,
  at: Date,
  why: { reason: StockReleaseReason; actor: Actor; onRestock: RestockListener },
): Promise<StockMoves | null> {
  const [claimed] = await tx
    .update(orders)
    .set({ reservationReleasedAt: at, updatedAt: at })
    .where(and(eq(orders.id, orderId), isNull(orders.reservationReleasedAt)))
    .returning({ couponId: orders.couponId, automaticCouponId: orders.automaticCouponId });
  if (!claimed) return null;
  const moves = await releaseStock(
    tx,
    await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.sizeId),
    { reason: 'reservation_released', orderId, actor: ledgerActor(why.actor), onRestock: why.onRestock },
  );
  for (const couponId of [claimed.couponId, claimed.automaticCouponId]) {
    if (couponId) await giveBackCouponUse(tx, couponId);
  }
  await recordOrderEvent(tx, orderId, 'stock_released', { reason: why.reason }, why.actor, at);
  return moves;
}

/**
 * The owner reopens an order whose hold was given back (it was cancelled): its units are
 * taken again from the same sizes, or nothing changes and the first line no longer in stock
 * is named (409). Its coupons take a use again where one is left; the order keeps the price
 * it was placed at either way (the shopper was promised it). Answers the stock taken, or null
 * when the order still holds its stock (it was cancelled after it shipped), so there was
 * nothing to take.
 */
export async function reserveAgain(tx: Tx, orderId: string, at: Date, actor: Actor): Promise<StockMoves | null> {
  const [order] = await tx
    .select({
      releasedAt: orders.reservationReleasedAt,
      couponId: orders.couponId,
      automaticCouponId: orders.automaticCouponId,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.releasedAt) return null;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  // The order checkout takes them in (a line whose product was deleted has no size: it stops the reopen first).
  const lines = items.sort((a, b) =>
    stockLineKey({ productId: a.productId ?? '', color: a.color, size: a.size }).localeCompare(
      stockLineKey({ productId: b.productId ?? '', color: b.color, size: b.size }),
    ),
  );
  const moves = await reserveStockAgain(
    tx,
    lines.map((line) => ({
      sizeId: line.sizeId,
      quantity: line.quantity,
      label: `${line.productName} (${line.color}, ${line.size})`,
    })),
    { reason: 'order_reserved', orderId, actor: ledgerActor(actor) },
  );
  for (const couponId of [order.automaticCouponId, order.couponId]) {
    if (couponId) await takeCouponUse(tx, couponId);
  }
  await tx.update(orders).set({ reservationReleasedAt: null, updatedAt: at }).where(eq(orders.id, orderId));
  await recordOrderEvent(tx, orderId, 'stock_taken_again', {}, actor, at);
  return moves;
}
