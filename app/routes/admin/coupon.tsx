import { CouponsScreen } from '#app/features/admin-coupons/index.ts';
import { useStoreCurrency } from '#app/lib/store-currency.ts';

/** /admin/coupon: the Coupons screen, money in the store currency (the root loader's). */
export default function AdminCoupon() {
  const currency = useStoreCurrency();
  return <CouponsScreen currency={currency} />;
}
