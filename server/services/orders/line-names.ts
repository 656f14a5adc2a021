/**
 * An order's lines as an e-mail in the shopper's language names them: the product by the
 * name the catalogue gives it in that language (English when it has none, or is gone) and
 * the colour as the storefront names it (decision 62). The order keeps the English name it
 * was bought under, which the back office, the timeline and the store's e-mails show.
 */
import { isTranslatedLanguage, type Language } from '#domain/languages.ts';
import type { Db, Tx } from '#server/db/client.ts';
import type { orderItems } from '#server/db/schema.ts';
import { colorIn } from '#server/mail/texts/by-language.ts';
import { translatedProductNames } from '#server/services/catalog/index.ts';

type NamedItem = Pick<typeof orderItems.$inferSelect, 'productId' | 'productName' | 'color' | 'size'>;

export interface LineNames {
  /** One line's product name and colour in the language. */
  line(item: NamedItem): { name: string; color: string; size: string };
  /** "2 × Пальто (Тёмно-синий, M)". */
  units(quantity: number, item: NamedItem): string;
}

/** Reads, in the caller's transaction, what names these lines in `language`. */
export async function lineNamesIn(db: Db | Tx, language: Language, items: readonly NamedItem[]): Promise<LineNames> {
  const names = isTranslatedLanguage(language)
    ? await translatedProductNames(
        db,
        items.map((i) => i.productId),
        language,
      )
    : {};
  const line = (item: NamedItem) => ({
    name: (item.productId && names[item.productId]) || item.productName,
    color: colorIn(language, item.color),
    size: item.size,
  });
  return {
    line,
    units(quantity, item) {
      const { name, color, size } = line(item);
      return `${quantity} × ${name} (${color}, ${size})`;
    },
  };
}
