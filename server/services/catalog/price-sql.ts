/**
 * Discounted prices in SQL, for the listing's filters and sort and the filter's price range:
 * the database's twin of domain/discounts.ts. Every query here reads products beside their
 * category's discount row (`withCategoryDiscount`).
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { categoryDiscounts, products, sizes } from '#server/db/schema.ts';
import { sameCategorySql } from '#server/db/category-match.ts';

/**
 * A price's discounted price in cents, in SQL, for a query that joins `category_discounts`
 * (the product's category): `priceCents` with the size's own discount `percentage` ending
 * at `expiresAt`. It is `discountedPriceCents` of domain/discounts.ts, rule for rule —
 * change both together (an API test compares them): the lowest of the price, the size's
 * own active percentage and the category's active percentage or flat amount, never below
 * 0. A discount is active only with an expiresAt after `now`; `least` skips the NULL of an
 * inactive or missing one. Percentages are 0–100 by the schema's checks. `(n + 50) / 100`
 * in integers is Math.round(n / 100) for the non-negative n here, and about twice as fast
 * as numeric. The price range of the facets (`priceRange`) relies on it rising with the
 * price and on each term being at most the price: keep it so.
 */
export function discountedSql(now: Date, priceCents: SQLWrapper, percentage: SQLWrapper, expiresAt: SQLWrapper): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const price = sql`${priceCents}::bigint`;
  return sql`greatest(0, least(
    ${price},
    case when ${percentage} > 0 and ${expiresAt} > ${at}
      then (${price} * (100 - ${percentage}) + 50) / 100 end,
    ${categoryDiscountTermsSql(now, price)}
  ))::int`;
}

/**
 * `price` with only its category's running discount, for a query that joins
 * `category_discounts`: discountedSql for a size without a discount of its own. It rises with
 * the price, and is a size's discounted price whenever the size's lowest term is its
 * category's.
 */
export function categoryDiscountedSql(now: Date, price: SQLWrapper): SQL {
  return discountedSql(now, price, sql`0`, sql`null::timestamptz`);
}

/**
 * The highest price in cents whose categoryDiscountedSql can be at most `maxCents` (for
 * `maxCents` ≥ 0; any bound does for a negative one, which no price meets): the largest of
 * `maxCents` itself, the highest price the running percentage brings down to it —
 * (p × (100 − pct) + 50) / 100 ≤ max exactly when p × (100 − pct) ≤ 100 × max + 49, any price
 * at 100 % — and `maxCents` plus the running flat amount. The price filters read a category's
 * products up to it from an index (price-filters.ts); change it with discountedSql.
 */
export function categoryDiscountCeilingSql(now: Date, maxCents: number): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const max = sql`${maxCents}::bigint`;
  const running = (amount: SQLWrapper) => sql`${amount} > 0 and ${categoryDiscounts.expiresAt} > ${at}`;
  return sql`greatest(${max},
    case when ${running(categoryDiscounts.percentage)} then case when ${categoryDiscounts.percentage} >= 100
      then ${Number.MAX_SAFE_INTEGER}::bigint else (100 * ${max} + 49) / (100 - ${categoryDiscounts.percentage}) end end,
    case when ${running(categoryDiscounts.flatAmountCents)} then ${max} + ${categoryDiscounts.flatAmountCents} end)`;
}

/** The category discount's two terms of discountedSql for `price` (a bigint), comma-separated. */
export function categoryDiscountTermsSql(now: Date, price: SQL): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`case when ${categoryDiscounts.percentage} > 0 and ${categoryDiscounts.expiresAt} > ${at}
      then (${price} * (100 - ${categoryDiscounts.percentage}) + 50) / 100 end,
    case when ${categoryDiscounts.flatAmountCents} > 0 and ${categoryDiscounts.expiresAt} > ${at}
      then ${price} - ${categoryDiscounts.flatAmountCents} end`;
}

/**
 * A size's price after its own discount percentage alone, running or not, in cents: the
 * expression of the index sizes_own_discount_price_idx (migration 0023), written exactly as
 * it is so that the index answers.
 */
export function ownDiscountedPriceSql(): SQL {
  return sql`(${sizes.priceCents}::bigint * (100 - ${sizes.discountPercentage}) + 50) / 100`;
}

/** A size's discounted price in cents, in SQL, for a query that joins `sizes` and `category_discounts`. */
export function discountedPriceSql(now: Date): SQL {
  return discountedSql(now, sizes.priceCents, sizes.discountPercentage, sizes.discountExpiresAt);
}

/** Listing queries read products with their category's discount row beside them. */
export const withCategoryDiscount = sameCategorySql(categoryDiscounts.category, products.category);

/**
 * SPEC §4 price shown per product, in SQL: the first size of the first variant
 * (discounted), else the product price — the order findProducts gives variants and sizes.
 * That size's price and discount are kept on the product by triggers (migration 0023), so
 * a sort by price reads no sizes (decision 55).
 */
export function displayPriceSql(now: Date): SQL {
  return sql`case when ${products.displayPriceCents} is null then ${products.priceCents}
    else ${discountedSql(now, products.displayPriceCents, products.displayDiscountPercentage, products.displayDiscountExpiresAt)} end`;
}
