/**
 * The product form's values and its one check: the shared productInputSchema, so the form
 * refuses exactly what the API refuses, with the same messages under the same paths
 * (`variants.0.sizes.1.price`). Fields are kept as typed; the schema reads them. The form
 * (app/lib/use-form with app/lib/use-field-array) holds the draft flat, one value per path;
 * `draftOf` reads it back. Pure.
 */
import { productInputSchema } from '#domain/product-input.ts';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { rowCount, type FlatValues } from '#app/lib/use-field-array.ts';
import { TRANSLATED_LANGUAGES } from '#domain/product-texts.ts';
import type { TranslatedLanguage } from '#domain/languages.ts';

/**
 * The category select's "New category…" option: the name is then typed into `newCategory`.
 * Printable, so it reaches the browser as written (the HTML parser turns a NUL into U+FFFD,
 * and a form rendered on the server would then never match it), and never a real category:
 * category names are trimmed when saved (domain/input-rules.ts `text`), so none begins with a space.
 */
export const NEW_CATEGORY = ' new category';

export interface SizeDraft {
  size: string;
  price: string;
  stock: string;
  percentage: string;
  /** A local day, YYYY-MM-DD, as a date input holds it; empty for none. */
  expiresOn: string;
  /** The stored expiry of a product being edited, kept as it was while its day is not changed. */
  storedExpiresAt?: string;
  /**
   * A stored size's stock when the form read it: sent as `stockRead`, so the save moves the
   * stock by the owner's change and keeps units reserved meanwhile (decision 49).
   */
  storedStock?: string;
}

export interface VariantDraft {
  color: string;
  images: string[];
  sizes: SizeDraft[];
}

/** The name and description in one more language, as typed; empty for none (decision 62). */
export interface TranslationDraft {
  name: string;
  description: string;
}

export interface ProductDraft {
  name: string;
  description: string;
  translations: Record<TranslatedLanguage, TranslationDraft>;
  /** A category's name, or NEW_CATEGORY while one is typed into `newCategory`. */
  category: string;
  newCategory: string;
  isFeatured: boolean;
  variants: VariantDraft[];
}

/** Field messages by path, e.g. `name` or `variants.0.sizes.1.price`. */
export type DraftErrors = Record<string, string>;

export const emptySize = (): SizeDraft => ({ size: '', price: '', stock: '', percentage: '', expiresOn: '' });
export const emptyVariant = (): VariantDraft => ({ color: '', images: [], sizes: [emptySize()] });
const translationDrafts = (
  of: (language: TranslatedLanguage) => TranslationDraft,
): Record<TranslatedLanguage, TranslationDraft> =>
  Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, of(language)])) as Record<
    TranslatedLanguage,
    TranslationDraft
  >;

export const emptyDraft = (): ProductDraft => ({
  name: '',
  description: '',
  translations: translationDrafts(() => ({ name: '', description: '' })),
  category: '',
  newCategory: '',
  isFeatured: false,
  variants: [emptyVariant()],
});

const pad = (n: number) => String(n).padStart(2, '0');
/** The local day of an instant, as a date input takes it. */
export function localDay(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A discount chosen "until 31 March" lasts through that day where the admin is. */
export function endOfLocalDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!, 23, 59, 59, 999).toISOString();
}

export function draftFromProduct(product: ApiProduct): ProductDraft {
  return {
    name: product.name,
    description: product.description,
    translations: translationDrafts((language) => ({
      name: product.translations[language]?.name ?? '',
      description: product.translations[language]?.description ?? '',
    })),
    category: product.category,
    newCategory: '',
    isFeatured: product.isFeatured,
    variants: product.variants.map((v) => ({
      color: v.color,
      images: [...v.images],
      sizes: v.sizes.map((s) => ({
        size: s.size,
        price: String(s.price),
        stock: String(s.stock),
        percentage: s.discount.percentage > 0 ? String(s.discount.percentage) : '',
        expiresOn: s.discount.expiresAt ? localDay(s.discount.expiresAt) : '',
        ...(s.discount.expiresAt ? { storedExpiresAt: s.discount.expiresAt } : {}),
        storedStock: String(s.stock),
      })),
    })),
  };
}

/** The draft the form's flat values hold (`variants.0.sizes.1.price`…). */
export function draftOf(values: FlatValues): ProductDraft {
  const text = (path: string) => String(values[path] ?? '');
  const rows = (list: string) => Array.from({ length: rowCount(values, list) }, (_, i) => `${list}.${i}`);
  return {
    name: text('name'),
    description: text('description'),
    translations: translationDrafts((language) => ({
      name: text(`translations.${language}.name`),
      description: text(`translations.${language}.description`),
    })),
    category: text('category'),
    newCategory: text('newCategory'),
    isFeatured: values.isFeatured === true,
    variants: rows('variants').map((v) => ({
      color: text(`${v}.color`),
      images: rows(`${v}.images`).map(text),
      sizes: rows(`${v}.sizes`).map((s) => {
        const stored = values[`${s}.storedExpiresAt`];
        const storedStock = values[`${s}.storedStock`];
        return {
          size: text(`${s}.size`),
          price: text(`${s}.price`),
          stock: text(`${s}.stock`),
          percentage: text(`${s}.percentage`),
          expiresOn: text(`${s}.expiresOn`),
          ...(typeof stored === 'string' ? { storedExpiresAt: stored } : {}),
          ...(typeof storedStock === 'string' ? { storedStock } : {}),
        };
      }),
    })),
  };
}

/** What the API receives: the draft in the SPEC's shape, values as typed (the schema reads them). */
export function payloadOf(draft: ProductDraft) {
  return {
    name: draft.name,
    description: draft.description,
    translations: draft.translations,
    category: draft.category === NEW_CATEGORY ? draft.newCategory : draft.category,
    isFeatured: draft.isFeatured,
    variants: draft.variants.map((v) => ({
      color: v.color,
      images: v.images,
      sizes: v.sizes.map((s) => ({
        size: s.size,
        price: s.price,
        stock: s.stock,
        ...(s.storedStock === undefined ? {} : { stockRead: Number(s.storedStock) }),
        discount: { percentage: s.percentage, expiresAt: expiryOf(s) },
      })),
    })),
  };
}

/** The day's end, unless it is the stored expiry's own day: saving other changes must not move it. */
function expiryOf(size: SizeDraft): string {
  if (!size.expiresOn) return '';
  if (size.storedExpiresAt && localDay(size.storedExpiresAt) === size.expiresOn) return size.storedExpiresAt;
  return endOfLocalDay(size.expiresOn);
}

export type DraftCheck = { ok: true; payload: ReturnType<typeof payloadOf> } | { ok: false; errors: DraftErrors };

export function checkDraft(draft: ProductDraft): DraftCheck {
  const payload = payloadOf(draft);
  const result = productInputSchema.safeParse(payload);
  if (result.success) return { ok: true, payload };
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldPath(issue.path.join('.'), draft);
    if (!errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/**
 * Where a schema or server path's message shows in the form: a discount's parts sit in the
 * size row, and the category's under the new category's name while one is typed.
 */
export function fieldPath(path: string, draft: Pick<ProductDraft, 'category'>): string {
  if (path === 'category' && draft.category === NEW_CATEGORY) return 'newCategory';
  return path.replace(/\.discount\.expiresAt$/, '.expiresOn').replace(/\.discount(\.percentage)?$/, '.percentage');
}
