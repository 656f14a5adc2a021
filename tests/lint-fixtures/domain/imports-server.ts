// Wrong: a pure rule depending on the server.
import { normalizeEmail } from '../server/services/users';

export const normalize = normalizeEmail;
