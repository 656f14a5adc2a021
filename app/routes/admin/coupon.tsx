import { useRouteLoaderData } from 'react-router';
import { CouponsScreen } from '../../features/admin-coupons';

/** /admin/coupon: the Coupons screen, money in the store currency (the root loader's). */
export default function AdminCoupon() {
  const currency = useRouteLoaderData<{ currency: string }>('root')?.currency ?? 'USD';
  return <CouponsScreen currency={currency} />;
}
