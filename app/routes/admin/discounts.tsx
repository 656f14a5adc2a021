import { DiscountsScreen } from '#app/features/admin-discounts/index.ts';
import { useStoreCurrency } from '#app/lib/store-currency.ts';

/** /admin/discounts: each category's discount, money in the store currency (the root loader's). */
export default function AdminDiscounts() {
  const currency = useStoreCurrency();
  return <DiscountsScreen currency={currency} />;
}
