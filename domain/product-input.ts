/**
 * The product an admin creates or edits (SPEC §3 Product, Variant, Size), money in
 * currency units: the one schema the back office's form and the API's create and update
 * calls share. Pure: no I/O.
 */
import { z } from 'zod';
import * as zm from 'zod/mini';
import { date, integer, money, text } from './input-rules';
import { LANGUAGE_LABELS, TRANSLATED_LANGUAGES } from './product-texts';
import type { TranslatedLanguage } from './languages';

/** SPEC §8 product wrapper texts: what a failed call says when nothing more precise is known. */
export const PRODUCT_FAILURES = {
  create: 'failed to create product',
  update: 'failed to update product',
  delete: 'failed to delete product',
  applyCategoryDiscount: 'failed to apply category discount',
  removeCategoryDiscount: 'failed to remove category discount',
} as const;

/** Limits of one product, far beyond any real garment, so a payload stays well inside the 1 MB body limit. */
export const PRODUCT_LIMITS = {
  name: 120,
  description: 5000,
  category: 60,
  color: 40,
  size: 20,
  imageUrl: 500,
  variants: 30,
  imagesPerVariant: 20,
  sizesPerVariant: 30,
  stock: 1_000_000,
} as const;

export const PRODUCT_MESSAGES = {
  nameRequired: 'Please enter the product name.',
  categoryRequired: 'Please enter a category.',
  colorRequired: 'Please enter a colour.',
  sizeRequired: 'Please enter a size.',
  variantsRequired: 'Add at least one colour with one size.',
  sizesRequired: 'Add at least one size to this colour.',
  tooManyVariants: `A product can have at most ${PRODUCT_LIMITS.variants} colours.`,
  tooManySizes: `A colour can have at most ${PRODUCT_LIMITS.sizesPerVariant} sizes.`,
  tooManyImages: `A colour can have at most ${PRODUCT_LIMITS.imagesPerVariant} images.`,
  priceType: 'Price must be an amount like 25 or 19.99.',
  priceNegative: 'Price cannot be negative.',
  stock: `Stock must be a whole number from 0 to ${PRODUCT_LIMITS.stock}.`,
  percentage: 'Discount must be a whole number from 0 to 100.',
  discountNeedsExpiry: 'A discount needs an expiry date.',
  imageUrl: 'Images must be stored images (/uploads/…) or https:// addresses.',
  duplicateColor: (color: string) => `Each colour can appear once: "${color}" is repeated.`,
  duplicateSize: (size: string, color: string) =>
    `Each size can appear once per colour: "${size}" is repeated in ${color}.`,
  featuredType: 'Featured must be true or false.',
} as const;

/** A stored image's path under /uploads (letters, digits, / _ . -, no "..") or an https address. */
const UPLOAD_PATH = /^\/uploads\/[a-z0-9][a-z0-9/_.-]*$/i;
export function isProductImageUrl(url: string): boolean {
  if (UPLOAD_PATH.test(url))
    return !url
      .split('/')
      .slice(2)
      .some((part) => part === '..' || part === '' || part === '.');
  if (!url.startsWith('https://') || /\s/.test(url)) return false;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The form colours and sizes are compared in: trimmed, ignoring case (as category names are). */
export function optionKey(value: string): string {
  return value.trim().toLowerCase();
}

const price = money({
  label: 'Price',
  messages: { type: PRODUCT_MESSAGES.priceType, negative: PRODUCT_MESSAGES.priceNegative },
});

/** A field left out: nothing, null or an empty form field (e.g. "no discount"). */
export const blank = (v: unknown) => v === undefined || v === null || v === '';

/** An optional text: nothing, null or an empty field is left out (the page then shows the English text). */
export const optionalText = (rule: Parameters<typeof text>[0]) =>
  z.preprocess((v) => (blank(v) ? undefined : v), z.optional(text(rule)));

/**
 * A product's name and description in one more language (decision 62), each optional, with
 * the English fields' limits; a field given as spaces only is stored as none.
 */
function translationSchema(language: TranslatedLanguage) {
  const label = LANGUAGE_LABELS[language];
  return z.preprocess(
    (v) => (blank(v) ? {} : v),
    z.object({
      name: optionalText({ label: `Name (${label})`, max: PRODUCT_LIMITS.name }),
      description: optionalText({
        label: `Description (${label})`,
        max: PRODUCT_LIMITS.description,
        multiline: true,
      }),
    }),
  );
}

const translationsSchema = z.preprocess(
  (v) => (blank(v) ? {} : v),
  z.object(
    Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, z.optional(translationSchema(language))])) as {
      [L in TranslatedLanguage]: z.ZodOptional<ReturnType<typeof translationSchema>>;
    },
    { error: 'Translations must be an object of languages.' },
  ),
);

const sizeDiscountSchema = z
  .object({
    percentage: z.preprocess(
      (v) => (blank(v) ? 0 : v),
      integer({ label: 'Discount', min: 0, max: 100, message: PRODUCT_MESSAGES.percentage }),
    ),
    expiresAt: z.preprocess((v) => (blank(v) ? null : v), z.nullable(date({ label: 'Expiry date' }))),
  })
  .superRefine((d, ctx) => {
    // A past date is allowed (an edit keeps an ended discount as it was); no date never applies.
    if (d.percentage > 0 && d.expiresAt === null)
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: PRODUCT_MESSAGES.discountNeedsExpiry });
  });

const sizeSchema = z.object({
  size: text({
    label: 'Size',
    min: 1,
    max: PRODUCT_LIMITS.size,
    messages: { required: PRODUCT_MESSAGES.sizeRequired },
  }),
  price,
  stock: integer({ label: 'Stock', min: 0, max: PRODUCT_LIMITS.stock, message: PRODUCT_MESSAGES.stock }),
  /**
   * The size's stock when the editor read it: the save then moves the stock by the change
   * the owner made, keeping units reserved meanwhile (decision 49). Left out, stock is set.
   */
  stockRead: z.optional(
    integer({ label: 'Stock read', min: 0, max: PRODUCT_LIMITS.stock, message: PRODUCT_MESSAGES.stock }),
  ),
  discount: z.preprocess((v) => (blank(v) ? { percentage: 0, expiresAt: null } : v), sizeDiscountSchema),
});

const variantSchema = z.object({
  color: text({
    label: 'Colour',
    min: 1,
    max: PRODUCT_LIMITS.color,
    messages: { required: PRODUCT_MESSAGES.colorRequired },
  }),
  images: z
    .array(
      text({ label: 'Image', min: 1, max: PRODUCT_LIMITS.imageUrl }).check(
        zm.refine(isProductImageUrl, { error: PRODUCT_MESSAGES.imageUrl }),
      ),
      { error: 'Images must be a list of image addresses.' },
    )
    .max(PRODUCT_LIMITS.imagesPerVariant, PRODUCT_MESSAGES.tooManyImages)
    .default([]),
  sizes: z
    .array(sizeSchema, { error: PRODUCT_MESSAGES.sizesRequired })
    .min(1, PRODUCT_MESSAGES.sizesRequired)
    .max(PRODUCT_LIMITS.sizesPerVariant, PRODUCT_MESSAGES.tooManySizes),
});

/**
 * POST /api/products/admin/createProduct and PUT …/updateProduct/{id}. Colours are
 * unique per product and sizes per colour, compared trimmed and ignoring case (so an
 * order's colour and size always name one option). `price`, the SPEC's fallback, defaults
 * to the first size's price.
 */
export const productInputSchema = z
  .object({
    name: text({
      label: 'Name',
      min: 1,
      max: PRODUCT_LIMITS.name,
      messages: { required: PRODUCT_MESSAGES.nameRequired },
    }),
    description: z.preprocess(
      (v) => (blank(v) ? '' : v),
      text({ label: 'Description', max: PRODUCT_LIMITS.description, multiline: true }),
    ),
    /** The name and description in Russian and Kyrgyz, each optional (decision 62). */
    translations: translationsSchema,
    category: text({
      label: 'Category',
      min: 1,
      max: PRODUCT_LIMITS.category,
      messages: { required: PRODUCT_MESSAGES.categoryRequired },
    }),
    price: z.preprocess((v) => (blank(v) ? undefined : v), z.optional(price)),
    isFeatured: z.boolean({ error: PRODUCT_MESSAGES.featuredType }).default(false),
    variants: z
      .array(variantSchema, { error: PRODUCT_MESSAGES.variantsRequired })
      .min(1, PRODUCT_MESSAGES.variantsRequired)
      .max(PRODUCT_LIMITS.variants, PRODUCT_MESSAGES.tooManyVariants),
  })
  .superRefine((p, ctx) => {
    const colors = new Set<string>();
    p.variants.forEach((variant, v) => {
      const color = optionKey(variant.color);
      if (colors.has(color))
        ctx.addIssue({
          code: 'custom',
          path: ['variants', v, 'color'],
          message: PRODUCT_MESSAGES.duplicateColor(variant.color),
        });
      colors.add(color);
      const sizes = new Set<string>();
      variant.sizes.forEach((size, s) => {
        const key = optionKey(size.size);
        if (sizes.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: ['variants', v, 'sizes', s, 'size'],
            message: PRODUCT_MESSAGES.duplicateSize(size.size, variant.color),
          });
        }
        sizes.add(key);
      });
    });
  });

export type ProductInput = z.output<typeof productInputSchema>;
