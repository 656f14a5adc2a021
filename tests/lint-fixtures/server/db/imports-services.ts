// Wrong: the database layer calling up into a service.
import { normalizeEmail } from '../services/users';

export const normalize = normalizeEmail;
