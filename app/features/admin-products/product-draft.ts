/**
 * The product form's state and its one check: the shared productInputSchema, so the form
 * refuses exactly what the API refuses, with the same messages under the same paths
 * (`variants.0.sizes.1.price`). Fields are kept as typed; the schema reads them. Pure.
 */
import { productInputSchema } from '#domain/product-input.ts';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';

export interface SizeDraft {
  key: string;
  size: string;
  price: string;
  stock: string;
  percentage: string;
  /** A local day, YYYY-MM-DD, as a date input holds it; empty for none. */
  expiresOn: string;
  /** The stored expiry of a product being edited, kept as it was while its day is not changed. */
  storedExpiresAt?: string;
}

export interface VariantDraft {
  key: string;
  color: string;
  images: string[];
  sizes: SizeDraft[];
}

export interface ProductDraft {
  name: string;
  description: string;
  category: string;
  isFeatured: boolean;
  variants: VariantDraft[];
}

/** Field messages by path, e.g. `name` or `variants.0.sizes.1.price`. */
export type DraftErrors = Record<string, string>;

let nextKey = 0;
/** A stable React key for a row that has no id yet. */
export const newKey = () => `row-${++nextKey}`;

export const emptySize = (): SizeDraft => ({
  key: newKey(),
  size: '',
  price: '',
  stock: '',
  percentage: '',
  expiresOn: '',
});
export const emptyVariant = (): VariantDraft => ({ key: newKey(), color: '', images: [], sizes: [emptySize()] });
export const emptyDraft = (): ProductDraft => ({
  name: '',
  description: '',
  category: '',
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
    category: product.category,
    isFeatured: product.isFeatured,
    variants: product.variants.map((v) => ({
      key: v._id,
      color: v.color,
      images: [...v.images],
      sizes: v.sizes.map((s) => ({
        key: newKey(),
        size: s.size,
        price: String(s.price),
        stock: String(s.stock),
        percentage: s.discount.percentage > 0 ? String(s.discount.percentage) : '',
        expiresOn: s.discount.expiresAt ? localDay(s.discount.expiresAt) : '',
        ...(s.discount.expiresAt ? { storedExpiresAt: s.discount.expiresAt } : {}),
      })),
    })),
  };
}

/** What the API receives: the draft in the SPEC's shape, values as typed (the schema reads them). */
export function payloadOf(draft: ProductDraft) {
  return {
    name: draft.name,
    description: draft.description,
    category: draft.category,
    isFeatured: draft.isFeatured,
    variants: draft.variants.map((v) => ({
      color: v.color,
      images: v.images,
      sizes: v.sizes.map((s) => ({
        size: s.size,
        price: s.price,
        stock: s.stock,
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
    const field = fieldPath(issue.path.join('.'));
    if (!errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** A path's message and every message below it (a colour's row lists its sizes' too). */
export function errorsUnder(errors: DraftErrors, prefix: string): string[] {
  return Object.entries(errors)
    .filter(([path]) => path === prefix || path.startsWith(`${prefix}.`))
    .map(([, message]) => message);
}

/** Where a schema or server path's message shows in the form: a discount's parts sit in the size row. */
export function fieldPath(path: string): string {
  return path.replace(/\.discount\.expiresAt$/, '.expiresOn').replace(/\.discount(\.percentage)?$/, '.percentage');
}
