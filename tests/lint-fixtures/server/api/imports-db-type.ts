// Wrong: even a type-only import ties the API to the database layer.
import type { Db } from '#server/db/client.ts';

export type Handle = Db;
