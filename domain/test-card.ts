/**
 * The built-in test payment page's one field, as a zod-free rule: the page checks it in the
 * browser without loading zod, and the API's schema (domain/test-payment) applies the same.
 */
export const TEST_CARD_TEXT = {
  required: 'Please enter a card number.',
  invalid: 'Please enter a valid card number.',
} as const;

export const CARD_NUMBER_PATTERN = /^[\d\s-]{12,23}$/;
export const MAX_CARD_NUMBER_LENGTH = 23;

/** What is wrong with a typed card number, or null when it has the shape of one. */
export function cardNumberError(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return TEST_CARD_TEXT.required;
  return CARD_NUMBER_PATTERN.test(trimmed) ? null : TEST_CARD_TEXT.invalid;
}
