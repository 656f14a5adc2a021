// Wrong: a pure rule depending on the server.
import { normalizeEmail } from '../server/services/accounts';

export const normalize = normalizeEmail;
