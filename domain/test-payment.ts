/** The built-in test payment page's card form as the API validates it (the page uses domain/test-card). */
import { z } from 'zod';
import { text } from './input-rules';
import { CARD_NUMBER_PATTERN, MAX_CARD_NUMBER_LENGTH, TEST_CARD_TEXT } from './test-card';

export const testCardSchema = z.object({
  cardNumber: text({
    label: 'Card number',
    min: 1,
    max: MAX_CARD_NUMBER_LENGTH,
    messages: { required: TEST_CARD_TEXT.required, tooLong: TEST_CARD_TEXT.invalid },
  }).check(z.refine((v) => CARD_NUMBER_PATTERN.test(v), { error: TEST_CARD_TEXT.invalid })),
});
