import { ProductsScreen } from '#app/features/admin-products/index.ts';
import { useStoreCurrency } from '#app/lib/store-currency.ts';

/** /admin/products: the catalogue, prices in the store currency (the root loader's). */
export default function AdminProducts() {
  const currency = useStoreCurrency();
  return <ProductsScreen currency={currency} />;
}
