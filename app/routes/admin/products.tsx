import { ProductsScreen } from '../../features/admin-products';
import { useStoreCurrency } from '../../lib/store-currency';

/** /admin/products: the catalogue, prices in the store currency (the root loader's). */
export default function AdminProducts() {
  const currency = useStoreCurrency();
  return <ProductsScreen currency={currency} />;
}
