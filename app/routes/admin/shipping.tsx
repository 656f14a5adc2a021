import { ShippingScreen } from '#app/features/admin-shipping/index.ts';
import { useStoreCurrency } from '#app/lib/store-currency.ts';

/** /admin/shipping: the shipping zones (decision 57), prices in the store currency (the root loader's). */
export default function AdminShipping() {
  const currency = useStoreCurrency();
  return <ShippingScreen currency={currency} />;
}
