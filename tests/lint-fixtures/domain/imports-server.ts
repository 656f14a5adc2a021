// Wrong: a pure rule depending on the server.
import { normalizeEmail } from '#server/services/accounts/index.ts';

export const normalize = normalizeEmail;
