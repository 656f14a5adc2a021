import { ProductEditor } from '#app/features/admin-products/index.ts';
import { useStoreCurrency } from '#app/lib/store-currency.ts';

/** /admin/products/new: a new product. */
export default function AdminProductNew() {
  const currency = useStoreCurrency();
  return <ProductEditor currency={currency} />;
}
