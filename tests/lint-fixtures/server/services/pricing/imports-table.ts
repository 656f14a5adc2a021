// Wrong: cart pricing owns no table; it reads the catalogue and coupons through their modules.
import { coupons } from '#server/db/schema.ts';

export const couponTable = coupons;
