// Wrong: cart pricing owns no table; it reads the catalogue and coupons through their modules.
import { coupons } from '../../db/schema';

export const couponTable = coupons;
