/**
 * The parts of the filter screen's choices that cover the whole catalogue — its colours, its
 * sizes and its price range — read from a few index entries rather than from every size, so
 * a listing not yet in the catalogue cache is as quick on 10,000 products as on 72
 * (decision 55). The answers are exactly those of reading every size; the category counts,
 * which follow the shopper's filters, are read by reads.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.ts';
import { categoryDiscounts, products, sizes, variants } from '#server/db/schema.ts';
import { categoryKeySql } from '#server/db/category-match.ts';
import {
  categoryDiscountedSql,
  categoryDiscountTermsSql,
  discountedPriceSql,
  ownDiscountedPriceSql,
} from './price-sql.ts';

/** Products of a category read at a time, dearest first, while looking for the highest price. */
const PRODUCTS_PER_ROUND = 8;

/**
 * The distinct values of an indexed column, one index lookup per value (a "loose index
 * scan"): each step asks for the first value after the last one. A dozen lookups instead of
 * reading every row; the values come in the column's order.
 */
export async function distinctIndexed(db: Db, table: SQL, column: SQL): Promise<string[]> {
  const rows = await queryRows<{ value: string }>(
    db,
    sql`with recursive found(value) as (
      (select ${column} from ${table} order by ${column} limit 1)
      union all
      select (select ${column} from ${table} where ${column} > found.value order by ${column} limit 1)
      from found where found.value is not null
    )
    select value from found where value is not null`,
  );
  return rows.map((r) => r.value);
}

/**
 * The lowest discounted price of any size, in cents (0 with no sizes). A discounted price is
 * the lowest of a few terms, each rising with the price (price-sql.ts), so the lowest of
 * all is the lowest of each term's own lowest: the lowest price; the lowest price after a
 * size's own discount still running (its index); and for each category discount running, its
 * terms at the lowest price in that category (each product's lowest is kept on it,
 * migration 0023).
 */
async function lowestPrice(db: Db, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const ownDiscounted = ownDiscountedPriceSql();
  const [row] = await queryRows<{ lowest: number | null }>(
    db,
    sql`select greatest(0, least(
      (select min(${sizes.priceCents})::bigint from ${sizes}),
      (select ${ownDiscounted} from ${sizes}
        where ${sizes.discountPercentage} > 0 and ${sizes.discountExpiresAt} > ${at}
        order by ${ownDiscounted} limit 1),
      (select min(least(${categoryDiscountTermsSql(now, sql`cheapest.price`)}))
        from ${categoryDiscounts}
        cross join lateral (
          select min(${products.minSizePriceCents})::bigint as price from ${products}
          where ${categoryKeySql(products.category)} = ${categoryKeySql(categoryDiscounts.category)}
        ) cheapest
        where ${categoryDiscounts.expiresAt} > ${at})
    ))::int as lowest`,
  );
  return row?.lowest ?? 0;
}

/**
 * The highest discounted price of any size, in cents (0 with no sizes). Within a category the
 * discount terms are the same for every size and rise with the price, so no size of a
 * product is above those terms at the product's highest price (kept on it, migration 0023):
 * each category's products are read dearest first, a few at a time, until that bound of the
 * next one is no higher than the best discounted price found. Usually one round settles it.
 */
async function highestPrice(db: Db, now: Date): Promise<number> {
  const keys = await distinctIndexed(db, sql`${products}`, categoryKeySql(products.category));
  let best: number | undefined;
  let open = keys.map((key) => ({ key, after: undefined as { price: number; id: string } | undefined }));
  while (open.length > 0) {
    const rounds = await Promise.all(
      open.map(async (category) => ({ category, rows: await dearestProducts(db, now, category.key, category.after) })),
    );
    for (const { rows } of rounds) {
      for (const r of rows) if (r.highest !== null) best = Math.max(best ?? r.highest, r.highest);
    }
    open = rounds.flatMap(({ category, rows }) => {
      const last = rows.at(-1);
      if (!last || rows.length < PRODUCTS_PER_ROUND || (best !== undefined && last.bound <= best)) return [];
      return [{ key: category.key, after: { price: last.price, id: last.id } }];
    });
  }
  return best ?? 0;
}

/**
 * The next PRODUCTS_PER_ROUND products of a category (by categoryKey) by highest size price,
 * after `after`: each with the highest discounted price of its sizes, and the bound above
 * which no size of it or of the products after it can be.
 */
function dearestProducts(db: Db, now: Date, key: string, after: { price: number; id: string } | undefined) {
  const top = sql`select ${products.id} as id, ${products.maxSizePriceCents} as price from ${products}
    where ${categoryKeySql(products.category)} = ${key} and ${products.maxSizePriceCents} is not null
    ${after ? sql`and (${products.maxSizePriceCents}, ${products.id}) < (${after.price}, ${after.id}::uuid)` : sql``}
    order by ${products.maxSizePriceCents} desc, ${products.id} desc limit ${PRODUCTS_PER_ROUND}`;
  const highest = sql`(select max(${discountedPriceSql(now)}) from ${variants}
    join ${sizes} on ${sizes.variantId} = ${variants.id} where ${variants.productId} = top.id)`;
  // The category's terms at the product's highest price, as if the size had no discount of its own.
  const bound = categoryDiscountedSql(now, sql`top.price`);
  return queryRows<{ id: string; price: number; bound: number; highest: number | null }>(
    db,
    sql`select top.id, top.price, max(${bound})::int as bound, max(${highest})::int as highest
      from (${top}) top
      left join ${categoryDiscounts} on ${categoryKeySql(categoryDiscounts.category)} = ${key}
      group by top.id, top.price
      order by top.price desc, top.id desc`,
  );
}

export interface CatalogueWideFacets {
  /** In the database's order; the caller puts them in display order. */
  colors: string[];
  sizes: string[];
  /** Cents, 0 and 0 with no sizes. */
  price: { min: number; max: number };
}

export async function catalogueWideFacets(db: Db, now: Date): Promise<CatalogueWideFacets> {
  const [colors, sizeValues, min, max] = await Promise.all([
    distinctIndexed(db, sql`${variants}`, sql`${variants.color}`),
    distinctIndexed(db, sql`${sizes}`, sql`${sizes.size}`),
    lowestPrice(db, now),
    highestPrice(db, now),
  ]);
  return { colors, sizes: sizeValues, price: { min, max } };
}
