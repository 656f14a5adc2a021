import { useRouteLoaderData } from 'react-router';
import { DiscountsScreen } from '../../features/admin-discounts';

/** /admin/discounts: each category's discount, money in the store currency (the root loader's). */
export default function AdminDiscounts() {
  const currency = useRouteLoaderData<{ currency: string }>('root')?.currency ?? 'USD';
  return <DiscountsScreen currency={currency} />;
}
