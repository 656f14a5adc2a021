import { z } from 'zod';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './search-limits';

export { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH };

export const searchQuerySchema = z.object({
  query: z
    .string({ error: 'Please enter a search term.' })
    .trim()
    .min(SEARCH_MIN_LENGTH, `Search term must be at least ${SEARCH_MIN_LENGTH} characters.`)
    .max(SEARCH_MAX_LENGTH, `Search term must be at most ${SEARCH_MAX_LENGTH} characters.`),
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 50.' })
    .int('limit must be a number from 1 to 50.')
    .min(1, 'limit must be a number from 1 to 50.')
    .max(50, 'limit must be a number from 1 to 50.')
    .optional(),
});
