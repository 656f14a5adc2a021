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
    sql`with recursive ${distinctIndexedCte(sql`found`, table, column)} select value from found where value is not null`,
  );
  return rows.map((r) => r.value);
}

/** distinctIndexed as a recursive common table expression `name(value)` (its NULL row ends it). */
function distinctIndexedCte(name: SQL, table: SQL, column: SQL): SQL {
  return sql`${name}(value) as (
      (select ${column} from ${table} order by ${column} limit 1)
      union all
      select (select ${column} from ${table} where ${column} > ${name}.value order by ${column} limit 1)
      from ${name} where ${name}.value is not null
    )`;
}

/**
 * The lowest discounted price of any size, in cents, as SQL (NULL with no sizes). A
 * discounted price is the lowest of a few terms, each rising with the price (price-sql.ts),
 * so the lowest of all is the lowest of each term's own lowest: the lowest price; the lowest
 * price after a size's own discount still running (its index); and for each category discount
 * running, its terms at the lowest price in that category (each product's lowest is kept on
 * it, migration 0023).
 */
function lowestPriceSql(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const ownDiscounted = ownDiscountedPriceSql();
  return sql`greatest(0, least(
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
    ))::int`;
}

interface DearestProduct {
  id: string;
  price: number;
  bound: number;
  highest: number | null;
}

type After = { price: number; id: string } | undefined;

/**
 * The highest discounted price of any size, in cents (0 with no sizes). Within a category the
 * discount terms are the same for every size and rise with the price, so no size of a
 * product is above those terms at the product's highest price (kept on it, migration 0023):
 * each category's products are read dearest first, a few at a time, until that bound of the
 * next one is no higher than the best discounted price found. `first` is the first round of
 * every category, read with the other facets (catalogueWideFacets); usually it settles it.
 */
async function highestPrice(db: Db, now: Date, first: Map<string, DearestProduct[]>): Promise<number> {
  let best: number | undefined;
  let rounds = [...first].map(([key, rows]) => ({ key, rows }));
  for (;;) {
    for (const { rows } of rounds) {
      for (const r of rows) if (r.highest !== null) best = Math.max(best ?? r.highest, r.highest);
    }
    const open = rounds.flatMap(({ key, rows }) => {
      const last = rows.at(-1);
      if (!last || rows.length < PRODUCTS_PER_ROUND || (best !== undefined && last.bound <= best)) return [];
      return [{ key, after: { price: last.price, id: last.id } }];
    });
    if (open.length === 0) return best ?? 0;
    rounds = await Promise.all(
      open.map(async ({ key, after }) => ({
        key,
        rows: await queryRows<DearestProduct>(db, dearestProductsSql(now, sql`${key}::text`, after)),
      })),
    );
  }
}

/**
 * The next PRODUCTS_PER_ROUND products of a category (its categoryKey, as SQL) by highest size
 * price, after `after`: each with the highest discounted price of its sizes, and the bound
 * above which no size of it or of the products after it can be; dearest first.
 */
function dearestProductsSql(now: Date, key: SQL, after: After): SQL {
  const top = sql`select ${products.id} as id, ${products.maxSizePriceCents} as price from ${products}
    where ${categoryKeySql(products.category)} = ${key} and ${products.maxSizePriceCents} is not null
    ${after ? sql`and (${products.maxSizePriceCents}, ${products.id}) < (${after.price}, ${after.id}::uuid)` : sql``}
    order by ${products.maxSizePriceCents} desc, ${products.id} desc limit ${PRODUCTS_PER_ROUND}`;
  const highest = sql`(select max(${discountedPriceSql(now)}) from ${sizes} where ${sizes.productId} = top.id)`;
  // The category's terms at the product's highest price, as if the size had no discount of its own.
  const bound = categoryDiscountedSql(now, sql`top.price`);
  return sql`select top.id, top.price, max(${bound})::int as bound, max(${highest})::int as highest
      from (${top}) top
      left join ${categoryDiscounts} on ${categoryKeySql(categoryDiscounts.category)} = ${key}
      group by top.id, top.price
      order by top.price desc, top.id desc`;
}

export interface CatalogueWideFacets {
  /** In the database's order; the caller puts them in display order. */
  colors: string[];
  sizes: string[];
  /** Cents, 0 and 0 with no sizes. */
  price: { min: number; max: number };
}

/**
 * The colours, the sizes, the lowest price and the first round of the highest price's search
 * (every category's dearest products) are one query: each is a few index lookups, and on the
 * embedded database, which runs one query at a time, a query costs more to start than these
 * lookups do. A further round of the highest price, when one is needed, follows.
 */
export async function catalogueWideFacets(db: Db, now: Date): Promise<CatalogueWideFacets> {
  const [row] = await queryRows<{
    colors: string[] | null;
    sizes: string[] | null;
    lowest: number | null;
    dearest: (DearestProduct & { key: string })[] | null;
  }>(
    db,
    sql`with recursive
      ${distinctIndexedCte(sql`colors`, sql`${variants}`, sql`${variants.color}`)},
      ${distinctIndexedCte(sql`size_values`, sql`${sizes}`, sql`${sizes.size}`)},
      ${distinctIndexedCte(sql`category_keys`, sql`${products}`, categoryKeySql(products.category))}
    select
      (select json_agg(value) from colors where value is not null) as colors,
      (select json_agg(value) from size_values where value is not null) as sizes,
      ${lowestPriceSql(now)} as lowest,
      (select json_agg(json_build_object('key', category_keys.value, 'id', dearest.id, 'price', dearest.price,
          'bound', dearest.bound, 'highest', dearest.highest)
          order by category_keys.value, dearest.price desc, dearest.id desc)
        from category_keys
        cross join lateral (${dearestProductsSql(now, sql`category_keys.value`, undefined)}) dearest
        where category_keys.value is not null) as dearest`,
  );
  const first = new Map<string, DearestProduct[]>();
  for (const { key, ...product } of row?.dearest ?? []) first.set(key, [...(first.get(key) ?? []), product]);
  const max = await highestPrice(db, now, first);
  return { colors: row?.colors ?? [], sizes: row?.sizes ?? [], price: { min: row?.lowest ?? 0, max } };
}
