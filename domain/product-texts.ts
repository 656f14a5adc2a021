/**
 * A product's name and description, and a category's name, in the storefront's languages
 * (decision 62): the English texts are the product's own fields; Russian and Kyrgyz ones are
 * optional, and a text not given shows in English. Pure: no I/O.
 */
import { DEFAULT_LANGUAGE, type Language, type TranslatedLanguage } from './languages';

/** The languages a product's texts and a category's name can be given in besides English. */
export const TRANSLATED_LANGUAGES = ['ru', 'ky'] as const satisfies readonly TranslatedLanguage[];

/** How the back office and the API's messages name each language. */
export const LANGUAGE_LABELS: Record<TranslatedLanguage, string> = { ru: 'Russian', ky: 'Kyrgyz' };

/** A product's texts in one language; a text left out shows in English. */
export interface ProductTranslation {
  name?: string;
  description?: string;
}

export type ProductTranslations = Partial<Record<TranslatedLanguage, ProductTranslation>>;

/** A category's names besides its English one (the name its products give it). */
export type CategoryNames = Partial<Record<TranslatedLanguage, string>>;

interface TranslatedProduct {
  name: string;
  description: string;
  translations: ProductTranslations;
}

/** The product's name and description a page in `language` shows. */
export function productTextsIn(product: TranslatedProduct, language: Language): { name: string; description: string } {
  const own = language === DEFAULT_LANGUAGE ? undefined : product.translations[language];
  return { name: own?.name ?? product.name, description: own?.description ?? product.description };
}

/**
 * The product as a page in `language` shows it: its name and description in that language,
 * without the other languages' texts, which the page would carry for nothing.
 */
export function productInLanguage<P extends TranslatedProduct>(product: P, language: Language): P {
  return { ...product, ...productTextsIn(product, language), translations: {} };
}

/** Every name and every description of a product, English first, for its search texts. */
export function allProductTexts(product: { name: string; description: string; translations?: ProductTranslations }): {
  names: string[];
  descriptions: string[];
} {
  const others = TRANSLATED_LANGUAGES.map((language) => product.translations?.[language] ?? {});
  return {
    names: [product.name, ...others.flatMap((t) => t.name ?? [])],
    descriptions: [product.description, ...others.flatMap((t) => t.description ?? [])],
  };
}
