/**
 * A category-wide discount as the admin applies it (SPEC §3 Category discount, §7 apply
 * and remove calls): exactly one of a percentage (1–100) or a flat amount (> 0), with an
 * expiry in the future. Pure: no I/O.
 */
import { z } from 'zod';
import { date, integer, money, text } from './input-rules';
import { blank, PRODUCT_LIMITS } from './product-input';

export const CATEGORY_DISCOUNT_MESSAGES = {
  categoryRequired: 'Please choose a category.',
  unknownCategory: 'There is no product in this category.',
  percentage: 'Percentage must be a whole number from 1 to 100.',
  flatAmount: 'Flat amount must be greater than 0.',
  oneOf: 'Give either a percentage or a flat amount.',
  notBoth: 'Give either a percentage or a flat amount, not both.',
  expiryRequired: 'Please choose when the discount ends.',
  expiryInPast: 'The discount must end in the future.',
  noDiscount: 'This category has no discount.',
  applied: 'Category discount applied',
  removed: 'Category discount removed',
} as const;

const category = text({
  label: 'Category',
  min: 1,
  max: PRODUCT_LIMITS.category,
  messages: { required: CATEGORY_DISCOUNT_MESSAGES.categoryRequired },
});

export const categoryDiscountInputSchema = z
  .object({
    category,
    percentage: z.preprocess(
      (v) => (blank(v) ? undefined : v),
      z.optional(integer({ label: 'Percentage', min: 1, max: 100, message: CATEGORY_DISCOUNT_MESSAGES.percentage })),
    ),
    flatAmount: z.preprocess(
      (v) => (blank(v) ? undefined : v),
      z.optional(
        money({
          label: 'Flat amount',
          messages: { type: CATEGORY_DISCOUNT_MESSAGES.flatAmount, negative: CATEGORY_DISCOUNT_MESSAGES.flatAmount },
        }),
      ),
    ),
    expiresAt: z.preprocess((v) => (blank(v) ? undefined : v), z.optional(date({ label: 'Expiry date' }))),
  })
  .superRefine((d, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (d.flatAmount !== undefined && !(d.flatAmount > 0)) issue('flatAmount', CATEGORY_DISCOUNT_MESSAGES.flatAmount);
    if (d.percentage === undefined && d.flatAmount === undefined) issue('percentage', CATEGORY_DISCOUNT_MESSAGES.oneOf);
    if (d.percentage !== undefined && d.flatAmount !== undefined)
      issue('flatAmount', CATEGORY_DISCOUNT_MESSAGES.notBoth);
    // Checked when the request arrives: a discount that has already ended would never show.
    if (d.expiresAt === undefined) issue('expiresAt', CATEGORY_DISCOUNT_MESSAGES.expiryRequired);
    else if (d.expiresAt.getTime() <= Date.now()) issue('expiresAt', CATEGORY_DISCOUNT_MESSAGES.expiryInPast);
  })
  // Refined above: the expiry is there from here on.
  .transform((d) => ({ ...d, expiresAt: d.expiresAt! }));

export type CategoryDiscountInput = z.output<typeof categoryDiscountInputSchema>;

/** DELETE /api/products/admin/removeCategoryDiscount: the category, sent as the body (SPEC §7). */
export const categoryRefSchema = z.object({ category });
