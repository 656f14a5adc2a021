import { ProductEditor } from '../../features/admin-products';
import { useStoreCurrency } from '../../lib/store-currency';

/** /admin/products/new: a new product. */
export default function AdminProductNew() {
  const currency = useStoreCurrency();
  return <ProductEditor currency={currency} />;
}
