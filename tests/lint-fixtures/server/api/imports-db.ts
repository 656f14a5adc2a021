// Wrong: an API route reaching past the services into the database.
import { openDatabase } from '#server/db/client.ts';

export const open = openDatabase;
