import { CouponsScreen } from '../../features/admin-coupons';
import { useStoreCurrency } from '../../lib/store-currency';

/** /admin/coupon: the Coupons screen, money in the store currency (the root loader's). */
export default function AdminCoupon() {
  const currency = useStoreCurrency();
  return <CouponsScreen currency={currency} />;
}
