/**
 * A signed-in shopper's favourite products (decision 63): list, add, remove, and the merge
 * of the list a visitor kept in the browser when they sign in. Every call names the shopper
 * whose list it reads or writes (the API passes the signed-in user), so no one reaches
 * another's list. The list holds at most FAVOURITES_LIMIT products.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { FAVOURITES_LIMIT, FAVOURITES_TEXT } from '#domain/favourites.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { favourites } from '#server/db/schema.ts';
import { existingProductIds } from '#server/services/catalog/index.ts';
import { ServiceError } from '#server/services/errors.ts';

export interface MergeResult {
  productIds: string[];
  /** Ids of the browser's list not added: no such product (deleted since), or past the limit. */
  skipped: number;
}

async function idsOf(db: Db | Tx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    // The product id orders rows added in the same instant, so the order is stable.
    .orderBy(desc(favourites.addedAt), desc(favourites.productId));
  return rows.map((row) => row.productId);
}

/**
 * Writes to one shopper's list wait for each other (two tabs adding at once), so the count
 * checked against the limit is the count written. The lock ends with the transaction.
 */
async function lockList(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`favourites:${userId}`}, 0))`);
}

export function createFavouritesService(db: Db) {
  return {
    /** The shopper's favourites, newest first. */
    list: (userId: string): Promise<string[]> => idsOf(db, userId),

    /**
     * Adds a product (again: nothing changes, it keeps its place). Refuses an unknown product
     * (not_found) and a full list (conflict), changing nothing. Answers the list.
     */
    async add(userId: string, productId: string, now = new Date()): Promise<string[]> {
      return db.transaction(async (tx) => {
        await lockList(tx, userId);
        const current = await idsOf(tx, userId);
        if (current.includes(productId)) return current;
        if ((await existingProductIds(tx, [productId])).length === 0)
          throw new ServiceError('not_found', FAVOURITES_TEXT.productNotFound);
        if (current.length >= FAVOURITES_LIMIT) throw new ServiceError('conflict', FAVOURITES_TEXT.full);
        await tx.insert(favourites).values({ userId, productId, addedAt: now }).onConflictDoNothing();
        return [productId, ...current];
      });
    },

    /** Takes a product off the list; one that is not on it is no error. Answers the list. */
    async remove(userId: string, productId: string): Promise<string[]> {
      await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
      return idsOf(db, userId);
    },

    /**
     * Merges the list a visitor kept (newest first) into the account's: products already there
     * keep their place, the others come first in the browser's order while the list has room;
     * products that no longer exist are left out quietly. Sending the same list twice adds nothing.
     */
    async merge(userId: string, productIds: readonly string[], now = new Date()): Promise<MergeResult> {
      const given = [...new Set(productIds)];
      return db.transaction(async (tx) => {
        await lockList(tx, userId);
        const current = await idsOf(tx, userId);
        const held = new Set(current);
        const fresh = given.filter((id) => !held.has(id));
        const existing = new Set(await existingProductIds(tx, fresh));
        const added = fresh.filter((id) => existing.has(id)).slice(0, Math.max(0, FAVOURITES_LIMIT - current.length));
        if (added.length > 0) {
          // The browser's first (newest) gets the latest time, so the list reads in its order.
          const at = now.getTime();
          await tx
            .insert(favourites)
            .values(added.map((productId, index) => ({ userId, productId, addedAt: new Date(at - index) })))
            .onConflictDoNothing();
        }
        return { productIds: [...added, ...current], skipped: fresh.length - added.length };
      });
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
