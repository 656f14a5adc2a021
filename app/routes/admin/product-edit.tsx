import { useParams, useRouteLoaderData } from 'react-router';
import { ProductEditor } from '../../features/admin-products';

/** /admin/products/:productId/edit: one product's form. */
export default function AdminProductEdit() {
  const currency = useRouteLoaderData<{ currency: string }>('root')?.currency ?? 'USD';
  const { productId } = useParams();
  // Keyed so moving from one product's form to another's starts afresh.
  return <ProductEditor key={productId} productId={productId} currency={currency} />;
}
