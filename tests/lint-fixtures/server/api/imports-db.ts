// Wrong: an API route reaching past the services into the database.
import { openDatabase } from '../db/client';

export const open = openDatabase;
