/**
 * Category names match in SQL as they do in domain/categories (decision 0019): trimmed and
 * without regard to case. Every query that pairs a product with its category discount
 * uses this, so the listing, the product page and the cart price a product alike.
 */
import { type SQL, sql, type SQLWrapper } from 'drizzle-orm';

/** The SQL form of categoryKey: lower(btrim(name)). */
export function categoryKeySql(name: SQLWrapper): SQL {
  return sql`lower(btrim(${name}))`;
}

export function sameCategorySql(a: SQLWrapper, b: SQLWrapper): SQL {
  return sql`${categoryKeySql(a)} = ${categoryKeySql(b)}`;
}
