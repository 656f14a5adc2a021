/**
 * Products' names in a translated language (decision 62). An order's lines keep the English
 * name they were bought under; its pages and e-mails in the shopper's language name them
 * with these, read in the caller's transaction when an e-mail is written with its cause.
 */
import { and, inArray, sql } from 'drizzle-orm';
import { isEntityId } from '#domain/input-rules.ts';
import type { TranslatedLanguage } from '#domain/languages.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { products } from '#server/db/schema.ts';

/** The names given in `language` of the products among `ids` that have one, by id. */
export async function translatedProductNames(
  db: Db | Tx,
  ids: readonly (string | null)[],
  language: TranslatedLanguage,
): Promise<Record<string, string>> {
  const known = [...new Set(ids.filter((id): id is string => id !== null && isEntityId(id)))];
  if (known.length === 0) return {};
  const column = language === 'ru' ? products.nameRu : products.nameKy;
  const rows = await db
    .select({ id: products.id, name: column })
    .from(products)
    .where(and(inArray(products.id, known), sql`${column} is not null`));
  return Object.fromEntries(rows.map((r) => [r.id, r.name!]));
}
