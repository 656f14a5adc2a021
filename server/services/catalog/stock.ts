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
import { recordStockMovements, type RestockingCause, type StockCause } from './stock-ledger';

/**
 * What a stock change did to the catalogue shoppers read, for the catalogue cache: which
 * products' stock moved, and whether a size sold out or came back (crossed zero), which
 * changes listings filtered to what is in stock, the facets' counts and the home lists.
 */
export interface StockMoves {
  productIds: string[];
  availabilityChanged: boolean;
}

export const NO_STOCK_MOVES: StockMoves = { productIds: [], availabilityChanged: false };

/** Two changes made in one transaction, as one. */
export function mergeStockMoves(a: StockMoves, b: StockMoves): StockMoves {
  return {
    productIds: [...new Set([...a.productIds, ...b.productIds])],
    availabilityChanged: a.availabilityChanged || b.availabilityChanged,
  };
}

/** One size's change: its product, and whether the size crossed zero (`delta` moved it to `stockAfter`). */
function moved(productId: string, delta: number, stockAfter: number): StockMoves {
  return { productIds: [productId], availabilityChanged: stockAfter - delta > 0 !== stockAfter > 0 };
}

/**
 * Tells the catalogue cache of committed stock moves: a size selling out or coming back
 * moves the whole version (it changes which products listings, facets and the home lists
 * show); otherwise only the answers and pages holding the products are dropped (decision 53).
 */
export function reportStockMoves(
  changes: { changed(): void; productsChanged(productIds: readonly string[]): void },
  moves: StockMoves,
): void {
  if (moves.availabilityChanged) changes.changed();
  else changes.productsChanged(moves.productIds);
}

/** A line to hold stock for: the product, colour and size, and how many. */
export type StockLine = Pick<CartItemInput, 'productId' | 'color' | 'size' | 'quantity'> & { name: string };

/** One key per product, colour and size: the order holds are taken in. */
export const stockLineKey = (l: Pick<StockLine, 'productId' | 'color' | 'size'>) =>
  `${l.productId}|${l.color}|${l.size}`;

/**
 * Takes each line's units from its size (only while enough are left, checked in the update
 * itself) and answers the size ids by line key, and what moved; the first line short of stock stops the
 * checkout with how many are left (the caller's transaction rolls back what was taken).
 */
export async function reserveStock(
  tx: Tx,
  lines: readonly StockLine[],
  cause: StockCause,
): Promise<{ sizeIds: Map<string, string>; moves: StockMoves }> {
  const sizeIds = new Map<string, string>();
  let moves = NO_STOCK_MOVES;
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
    moves = mergeStockMoves(moves, moved(line.productId, -line.quantity, reserved[0]!.stock));
  }
  return { sizeIds, moves };
}

/**
 * Gives units back to the sizes they were taken from (a size since deleted has none to take
 * back); answers what moved.
 */
export async function releaseStock(
  tx: Tx,
  lines: readonly { sizeId: string | null; quantity: number }[],
  cause: RestockingCause,
): Promise<StockMoves> {
  let moves = NO_STOCK_MOVES;
  for (const line of lines) {
    if (!line.sizeId) continue;
    const [given] = await tx
      .update(sizes)
      .set({ stock: sql`${sizes.stock} + ${line.quantity}` })
      .from(variants)
      .where(and(eq(sizes.id, line.sizeId), eq(variants.id, sizes.variantId)))
      .returning({ stock: sizes.stock, productId: variants.productId });
    if (!given) continue;
    await recordStockMovements(tx, [{ sizeId: line.sizeId, delta: line.quantity, stockAfter: given.stock }], cause);
    moves = mergeStockMoves(moves, moved(given.productId, line.quantity, given.stock));
  }
  return moves;
}

/**
 * Takes units again from the sizes an order held before, in the order given, or stops at the
 * first one short (or deleted: no size) with a 409 naming it (`label`) and how many are left.
 * Answers what moved.
 */
export async function reserveStockAgain(
  tx: Tx,
  lines: readonly { sizeId: string | null; quantity: number; label: string }[],
  cause: StockCause,
): Promise<StockMoves> {
  let moves = NO_STOCK_MOVES;
  for (const line of lines) {
    if (!line.sizeId) throw new ServiceError('conflict', ORDER_MESSAGES.cannotReopen(line.label, 0));
    const [taken] = await tx
      .update(sizes)
      .set({ stock: sql`${sizes.stock} - ${line.quantity}` })
      .from(variants)
      .where(and(eq(sizes.id, line.sizeId), eq(variants.id, sizes.variantId), sql`${sizes.stock} >= ${line.quantity}`))
      .returning({ stock: sizes.stock, productId: variants.productId });
    if (!taken) {
      const [left] = await tx.select({ stock: sizes.stock }).from(sizes).where(eq(sizes.id, line.sizeId));
      throw new ServiceError('conflict', ORDER_MESSAGES.cannotReopen(line.label, left?.stock ?? 0));
    }
    await recordStockMovements(tx, [{ sizeId: line.sizeId, delta: -line.quantity, stockAfter: taken.stock }], cause);
    moves = mergeStockMoves(moves, moved(taken.productId, -line.quantity, taken.stock));
  }
  return moves;
}
