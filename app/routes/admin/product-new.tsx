import { useRouteLoaderData } from 'react-router';
import { ProductEditor } from '../../features/admin-products';

/** /admin/products/new: a new product. */
export default function AdminProductNew() {
  const currency = useRouteLoaderData<{ currency: string }>('root')?.currency ?? 'USD';
  return <ProductEditor currency={currency} />;
}
