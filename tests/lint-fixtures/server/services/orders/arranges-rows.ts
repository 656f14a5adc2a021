// Right in a module's test: it arranges rows of any table (linted as a *.test.ts file).
import { coupons, sizes } from '#server/db/schema.ts';

export const tables = { coupons, sizes };
