/**
 * SPEC §5/§9: a search runs on a trimmed term of at least 2 characters. Zod-free, so
 * the storefront can import it without adding the schema library to its first load.
 */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
