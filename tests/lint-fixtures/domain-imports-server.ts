// Wrong on purpose: domain/ importing from the server. Linted as domain/… by
// tests/lint/boundaries.test.ts, which expects the error.
import { logger } from '../server/logger';

export const log = logger;
