/**
 * The stock ledger (`stock_movements`): every change of a size's stock is written here, in
 * the transaction of the change, by the functions that change it (stock.ts, write.ts) — so
 * the sum of a size's rows is its stock, and the owner can see why it moved.
 */
import { desc, eq, lte, sql } from 'drizzle-orm';
import type { StockReason } from '#domain/stock-ledger.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { sizes, stockMovements, variants } from '#server/db/schema.ts';

/** Why stock moved, for which order and by whom (an admin's e-mail; none for the store's own steps). */
export interface StockCause {
  reason: StockReason;
  orderId?: string | null;
  actor?: string | null;
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
      ...m,
      reason: cause.reason,
      orderId: cause.orderId ?? null,
      actor: cause.actor ?? null,
      ...(at ? { createdAt: at } : {}),
    }));
  if (rows.length > 0) await tx.insert(stockMovements).values(rows);
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
