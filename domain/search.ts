import { z } from 'zod';

/** SPEC §5/§9: a search runs on a trimmed term of at least 2 characters. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

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
