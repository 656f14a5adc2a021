/** What the store answers while its database cannot be reached for a moment (decision 42): the API's message, and when to try again (API and pages). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The store cannot reach its database for a moment. Please try again.';

/** Seconds before trying again makes sense: the store opens a new database connection at once. */
export const DATABASE_RETRY_AFTER_SECONDS = 1;
