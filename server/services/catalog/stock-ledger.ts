/**
 * The stock ledger (`stock_movements`): every change of a size's stock is written here, in
 * the transaction of the change, by the functions that change it (stock.ts, write.ts) — so
 * the sum of a size's rows is its stock, and the owner can see why it moved.
 */
import { desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { LOW_STOCK_AT_MOST } from '#domain/stats.ts';
import type { StockReason } from '#domain/stock-ledger.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { products, sizes, stockMovements, variants } from '#server/db/schema.ts';
import { recordWebhookEvent } from '#server/services/webhooks/index.ts';

/**
 * Told of the sizes whose stock a change brought back from none (0 → more), inside the
 * change's own transaction, so what it writes (the back-in-stock alerts' e-mails, decision
 * 64) commits or rolls back with the stock. Passed in by whoever wires the services: the
 * catalogue knows no module that listens.
 */
export type RestockListener = (tx: Db | Tx, sizeIds: readonly string[]) => Promise<void>;

/** Why stock moved, for which order and by whom (an admin's e-mail; none for the store's own steps). */
export interface StockCause {
  reason: StockReason;
  orderId?: string | null;
  actor?: string | null;
  /** Called with the sizes this change brought back from none, in its transaction. */
  onRestock?: RestockListener;
}

/**
 * The cause of a change that can raise stock (an order giving units back, the back office's
 * edit): its restock listener is required, so no path that brings a size back can forget
 * to tell it.
 */
export type RestockingCause = StockCause & { onRestock: RestockListener };

/** The sizes among `movements` that came back from none: stock was 0 (or less) before, more after. */
export function restockedSizeIds(movements: readonly StockMovement[]): string[] {
  return movements.filter((m) => m.delta > 0 && m.stockAfter > 0 && m.stockAfter - m.delta <= 0).map((m) => m.sizeId);
}

/** One size's change: by how much, and its stock after it. */
export interface StockMovement {
  sizeId: string;
  delta: number;
  stockAfter: number;
}

export async function recordStockMovements(
  tx: Db | Tx,
  movements: readonly StockMovement[],
  cause: StockCause,
  at?: Date,
): Promise<void> {
  const rows = movements
    .filter((m) => m.delta !== 0)
    .map((m) => ({
      sizeId: m.sizeId,
      delta: m.delta,
      stockAfter: m.stockAfter,
      reason: cause.reason,
      orderId: cause.orderId ?? null,
      actor: cause.actor ?? null,
      ...(at ? { createdAt: at } : {}),
    }));
  if (rows.length > 0) await tx.insert(stockMovements).values(rows);
  const restocked = restockedSizeIds(movements);
  if (restocked.length > 0 && cause.onRestock) await cause.onRestock(tx, restocked);
  const lowered = loweredToLowStock(movements);
  if (lowered.length > 0) await recordLowStock(tx, lowered);
}

/**
 * The sizes among `movements` that fell to the low-stock level (LOW_STOCK_AT_MOST, the
 * dashboard's) from above it: a sale that leaves 3 of 5 is one, the next sale below it is not.
 */
export function loweredToLowStock(movements: readonly StockMovement[]): StockMovement[] {
  return movements.filter(
    (m) => m.delta < 0 && m.stockAfter <= LOW_STOCK_AT_MOST && m.stockAfter - m.delta > LOW_STOCK_AT_MOST,
  );
}

/** One `stock.low` webhook event per size (decision 70), in the stock change's transaction. */
async function recordLowStock(tx: Db | Tx, lowered: readonly StockMovement[]): Promise<void> {
  const stockAfter = new Map(lowered.map((m) => [m.sizeId, m.stockAfter]));
  let described: Promise<Map<string, Record<string, unknown>>> | undefined;
  // Read once, and only when an endpoint wants the event.
  const describe = () =>
    (described ??= tx
      .select({
        sizeId: sizes.id,
        size: sizes.size,
        color: variants.color,
        productId: products.id,
        name: products.name,
      })
      .from(sizes)
      .innerJoin(variants, eq(variants.id, sizes.variantId))
      .innerJoin(products, eq(products.id, variants.productId))
      .where(inArray(sizes.id, [...stockAfter.keys()]))
      .then((rows) => new Map(rows.map(({ sizeId, ...about }) => [sizeId, about]))));
  for (const { sizeId } of lowered)
    await recordWebhookEvent(tx, 'stock.low', async () => ({
      ...(await describe()).get(sizeId),
      sizeId,
      stock: stockAfter.get(sizeId),
      lowStockAtMost: LOW_STOCK_AT_MOST,
    }));
}

/**
 * Each size's latest `perSize` stock changes for one product, newest first, with its colour
 * and size: a busy size does not push a quiet one's history out.
 */
export async function productStockHistory(db: Db, productId: string, perSize: number) {
  const ranked = db.$with('ranked').as(
    db
      .select({
        color: sql<string>`${variants.color}`.as('color'),
        size: sql<string>`${sizes.size}`.as('size'),
        delta: stockMovements.delta,
        stockAfter: stockMovements.stockAfter,
        reason: stockMovements.reason,
        orderId: stockMovements.orderId,
        actor: stockMovements.actor,
        at: stockMovements.createdAt,
        id: stockMovements.id,
        rank: sql<number>`row_number() over (partition by ${stockMovements.sizeId} order by ${stockMovements.createdAt} desc, ${stockMovements.id} desc)`.as(
          'rank',
        ),
      })
      .from(stockMovements)
      .innerJoin(sizes, eq(sizes.id, stockMovements.sizeId))
      .innerJoin(variants, eq(variants.id, sizes.variantId))
      .where(eq(variants.productId, productId)),
  );
  const rows = await db
    .with(ranked)
    .select()
    .from(ranked)
    .where(lte(ranked.rank, perSize))
    .orderBy(desc(ranked.at), desc(ranked.id));
  return rows.map(({ color, size, delta, stockAfter, reason, orderId, actor, at }) => ({
    color,
    size,
    delta,
    stockAfter,
    reason,
    orderId,
    actor,
    at: new Date(at).toISOString(),
  }));
}
