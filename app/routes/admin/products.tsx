import { useRouteLoaderData } from 'react-router';
import { ProductsScreen } from '../../features/admin-products';

/** /admin/products: the catalogue, prices in the store currency (the root loader's). */
export default function AdminProducts() {
  const currency = useRouteLoaderData<{ currency: string }>('root')?.currency ?? 'USD';
  return <ProductsScreen currency={currency} />;
}
