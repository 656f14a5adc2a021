// Wrong: the database layer calling up into a service.
import { normalizeEmail } from '../services/accounts';

export const normalize = normalizeEmail;
