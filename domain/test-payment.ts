/** The built-in test payment page's card form (the page and its API read the same schema). */
import { z } from 'zod';
import { text } from './input-rules';

export const testCardSchema = z.object({
  cardNumber: text({ label: 'Card number', min: 1, max: 23, messages: { required: 'Please enter a card number.', tooLong: 'Please enter a valid card number.' } }).check(
    z.refine((v) => /^[\d\s-]{12,23}$/.test(v), { error: 'Please enter a valid card number.' }),
  ),
});
