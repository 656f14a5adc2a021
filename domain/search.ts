import { z } from 'zod';
import { integer, text } from './input-rules';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './search-limits';

export { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH };

export const searchQuerySchema = z.object({
  query: text({
    label: 'Search term',
    min: SEARCH_MIN_LENGTH,
    max: SEARCH_MAX_LENGTH,
    messages: {
      type: 'Please enter a search term.',
      required: `Search term must be at least ${SEARCH_MIN_LENGTH} characters.`,
    },
  }),
  limit: z.optional(integer({ label: 'limit', min: 1, max: 50, message: 'limit must be a number from 1 to 50.' })),
});
