// Right in a module's test: it arranges rows of any table (linted as a *.test.ts file).
import { coupons, sizes } from '../../db/schema';

export const tables = { coupons, sizes };
