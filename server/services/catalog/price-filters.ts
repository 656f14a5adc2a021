/**
 * The listing's filters on a discounted price — a price range and "on sale" — as conditions
 * on one size that rule out most sizes before any of them is priced (decision 55, "Price
 * filters"). A size's discounted price depends on the moment of the read and on its
 * category's discount, so no index holds it; but it is the lowest of a few terms
 * (price-sql.ts), and whichever term is the lowest is the discounted price itself:
 *
 * - the price: then the price is in the range (and the size is not on sale);
 * - the size's own running discount: then its own discounted price is in the range;
 * - the category's running discount: then the price with that discount alone is in the
 *   range, which bounds the lowest and highest size prices kept on the product (migration
 *   0023) — a few products of the discounted categories, read from an index.
 *
 * So a size that matches always meets `candidateSizeSql`, a test of the size's own figures
 * and of one short list; each size that meets it is then compared exactly as before, at the
 * read's moment, with its product's category discount: the answer is that of pricing every
 * size.
 */
import { gt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { categoryDiscounts, products, sizes } from '#server/db/schema.ts';
import { sameCategorySql } from '#server/db/category-match.ts';
import {
  categoryDiscountCeilingSql,
  categoryDiscountedSql,
  discountedPriceSql,
  ownDiscountedPriceSql,
} from './price-sql.ts';

/** A listing's filters on the discounted price, in cents. */
export interface PriceFilter {
  min?: number | undefined;
  max?: number | undefined;
  onSale: boolean;
}

/** `price` within the filter's range: none, one or two conditions. */
function inRange(filter: PriceFilter, price: SQLWrapper): SQL[] {
  return [
    ...(filter.min === undefined ? [] : [sql`${price} >= ${filter.min}`]),
    ...(filter.max === undefined ? [] : [sql`${price} <= ${filter.max}`]),
  ];
}

const all = (conditions: SQL[]): SQL => (conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `));

/**
 * The products whose category's running discount could bring one of their sizes into the
 * range: that price rises with the size's price, so the product's lowest size price is at
 * most the highest one the discount brings down to the maximum, and its highest size price is
 * brought down to at least the minimum. Read from the index on the category and lowest size
 * price; one list for the whole query.
 */
function categoryDiscountedProductsSql(now: Date, filter: PriceFilter): SQL {
  const bounds = [
    sql`${categoryDiscounts.expiresAt} > ${now.toISOString()}::timestamptz`,
    sql`(${categoryDiscounts.percentage} > 0 or ${categoryDiscounts.flatAmountCents} > 0)`,
    ...(filter.max === undefined
      ? []
      : [sql`${products.minSizePriceCents} <= ${categoryDiscountCeilingSql(now, filter.max)}`]),
    ...(filter.min === undefined
      ? []
      : [sql`${categoryDiscountedSql(now, products.maxSizePriceCents)} >= ${filter.min}`]),
  ];
  return sql`(select ${products.id} from ${categoryDiscounts}
    join ${products} on ${sameCategorySql(products.category, categoryDiscounts.category)}
    where ${all(bounds)})`;
}

/**
 * The sizes that can meet the filter, by one of the three cases above: a condition on the
 * size's own figures and on the list of products (each size carries its product, migration
 * 0025), which the database tests on each size as it reads it (the list hashed once per
 * query), before joining it to its product.
 */
function candidateSizeSql(now: Date, filter: PriceFilter): SQL {
  const ownDiscount = all([
    gt(sizes.discountPercentage, 0),
    sql`${sizes.discountExpiresAt} > ${now.toISOString()}::timestamptz`,
    ...inRange(filter, ownDiscountedPriceSql()),
  ]);
  // A size at its own price is not on sale.
  const ownPrice = filter.onSale ? [] : [all(inRange(filter, sizes.priceCents))];
  const categoryDiscount = sql`${sizes.productId} in ${categoryDiscountedProductsSql(now, filter)}`;
  return or(ownDiscount, ...ownPrice, categoryDiscount)!;
}

/**
 * The filter as conditions on one size, for a query that joins `sizes` and
 * `category_discounts` (the size's product's): the test of the sizes that can meet it, then
 * the exact comparison of its discounted price as discountedPriceSql computes it at `now`.
 */
export function priceFilterSql(now: Date, filter: PriceFilter): SQL[] {
  const price = discountedPriceSql(now);
  return [
    candidateSizeSql(now, filter),
    ...inRange(filter, price),
    ...(filter.onSale ? [sql`${price} < ${sizes.priceCents}`] : []),
  ];
}
