/**
 * Units of stock, held while an order waits for its payment and given back when it ends:
 * the catalogue's `sizes` change only here (and in write.ts, the back office's edits), and
 * each change writes its row of the stock ledger (stock-ledger.ts) with its cause. Every function runs inside the caller's
 * transaction (orders composes them with its own rows and the coupons' uses).
 *
 * Units are always taken in one fixed order (sizes by product, colour and size), so two
 * checkouts never wait on each other's rows in a cycle.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { CartItemInput } from '#domain/cart-quote.ts';
import { ORDER_MESSAGES } from '#domain/orders.ts';
import type { Tx } from '#server/db/client.ts';
import { sizes, variants } from '#server/db/schema.ts';
import { ServiceError } from '#server/services/errors.ts';
import { recordStockMovements, type StockCause } from './stock-ledger';

/** A line to hold stock for: the product, colour and size, and how many. */
export type StockLine = Pick<CartItemInput, 'productId' | 'color' | 'size' | 'quantity'> & { name: string };

/** One key per product, colour and size: the order holds are taken in. */
export const stockLineKey = (l: Pick<StockLine, 'productId' | 'color' | 'size'>) =>
  `${l.productId}|${l.color}|${l.size}`;

/**
 * Takes each line's units from its size (only while enough are left, checked in the update
 * itself) and answers the size ids by line key; the first line short of stock stops the
 * checkout with how many are left (the caller's transaction rolls back what was taken).
 */
export async function reserveStock(
  tx: Tx,
  lines: readonly StockLine[],
  cause: StockCause,
): Promise<Map<string, string>> {
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
      .returning({ id: sizes.id, stock: sizes.stock });
    if (reserved.length === 0) {
      const [left] = await tx
        .select({ stock: sizes.stock })
        .from(sizes)
        .innerJoin(variants, eq(variants.id, sizes.variantId))
        .where(and(eq(variants.productId, line.productId), eq(variants.color, line.color), eq(sizes.size, line.size)));
      throw new ServiceError(
        'conflict',
        ORDER_MESSAGES.notEnoughStock(line.name, line.color, line.size, left?.stock ?? 0),
      );
    }
    sizeIds.set(stockLineKey(line), reserved[0]!.id);
    await recordStockMovements(
      tx,
      [{ sizeId: reserved[0]!.id, delta: -line.quantity, stockAfter: reserved[0]!.stock }],
      cause,
    );
  }
  return sizeIds;
}

/** Gives units back to the sizes they were taken from (a size since deleted has none to take back). */
export async function releaseStock(
  tx: Tx,
  lines: readonly { sizeId: string | null; quantity: number }[],
  cause: StockCause,
): Promise<void> {
  for (const line of lines) {
    if (!line.sizeId) continue;
    const [given] = await tx
      .update(sizes)
      .set({ stock: sql`${sizes.stock} + ${line.quantity}` })
      .where(eq(sizes.id, line.sizeId))
      .returning({ stock: sizes.stock });
    if (given)
      await recordStockMovements(tx, [{ sizeId: line.sizeId, delta: line.quantity, stockAfter: given.stock }], cause);
  }
}

/**
 * Takes units again from the sizes an order held before, in the order given, or stops at the
 * first one short (or deleted: no size) with a 409 naming it (`label`) and how many are left.
 */
export async function reserveStockAgain(
  tx: Tx,
  lines: readonly { sizeId: string | null; quantity: number; label: string }[],
  cause: StockCause,
): Promise<void> {
  for (const line of lines) {
    if (!line.sizeId) throw new ServiceError('conflict', ORDER_MESSAGES.cannotReopen(line.label, 0));
    const [taken] = await tx
      .update(sizes)
      .set({ stock: sql`${sizes.stock} - ${line.quantity}` })
      .where(and(eq(sizes.id, line.sizeId), sql`${sizes.stock} >= ${line.quantity}`))
      .returning({ stock: sizes.stock });
    if (!taken) {
      const [left] = await tx.select({ stock: sizes.stock }).from(sizes).where(eq(sizes.id, line.sizeId));
      throw new ServiceError('conflict', ORDER_MESSAGES.cannotReopen(line.label, left?.stock ?? 0));
    }
    await recordStockMovements(tx, [{ sizeId: line.sizeId, delta: -line.quantity, stockAfter: taken.stock }], cause);
  }
}
