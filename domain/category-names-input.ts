/**
 * A category's names in Russian and Kyrgyz as the back office gives them (decision 62): each
 * optional (left out, empty or spaces: none, and the storefront shows the English name),
 * with the English name's limit. Pure: no I/O.
 */
import { z } from 'zod';
import { text } from './input-rules';
import { blank, optionalText, PRODUCT_LIMITS } from './product-input';
import { LANGUAGE_LABELS } from './product-texts';

export const CATEGORY_NAMES_MESSAGES = {
  categoryRequired: 'Please choose a category.',
  unknownCategory: 'There is no product in this category.',
  saved: 'Category names saved',
} as const;

const name = (language: keyof typeof LANGUAGE_LABELS) =>
  optionalText({ label: `Name (${LANGUAGE_LABELS[language]})`, max: PRODUCT_LIMITS.category });

/** PUT /api/products/admin/categoryNames. */
export const categoryNamesInputSchema = z.object({
  category: text({
    label: 'Category',
    min: 1,
    max: PRODUCT_LIMITS.category,
    messages: { required: CATEGORY_NAMES_MESSAGES.categoryRequired },
  }),
  names: z.preprocess(
    (v) => (blank(v) ? {} : v),
    z.object({ ru: name('ru'), ky: name('ky') }, { error: 'Names must be an object of languages.' }),
  ),
});

export type CategoryNamesInput = z.output<typeof categoryNamesInputSchema>;
