// Wrong: the database layer calling up into a service.
import { normalizeEmail } from '#server/services/accounts/index.ts';

export const normalize = normalizeEmail;
