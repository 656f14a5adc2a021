// Wrong: a script reaching into a service module's file.
import { upsertUser } from '#server/services/accounts/users.ts';

export const upsert = upsertUser;
