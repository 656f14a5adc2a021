import { DiscountsScreen } from '../../features/admin-discounts';
import { useStoreCurrency } from '../../lib/store-currency';

/** /admin/discounts: each category's discount, money in the store currency (the root loader's). */
export default function AdminDiscounts() {
  const currency = useStoreCurrency();
  return <DiscountsScreen currency={currency} />;
}
