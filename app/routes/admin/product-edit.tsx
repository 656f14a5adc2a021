import { useParams } from 'react-router';
import type { Route } from './+types/product-edit';
import { ProductEditor } from '../../features/admin-products';
import { pageTitleFromPath } from '../../../domain/page-title';
import { STORE_NAME } from '../../../domain/store';
import { useStoreCurrency } from '../../lib/store-currency';

// The path rule without the product's id, whose letters would otherwise read as words.
export const meta: Route.MetaFunction = () => [
  { title: `${pageTitleFromPath('/admin/products/edit')} | ${STORE_NAME}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** /admin/products/:productId/edit: one product's form. */
export default function AdminProductEdit() {
  const currency = useStoreCurrency();
  const { productId } = useParams();
  // Keyed so moving from one product's form to another's starts afresh.
  return <ProductEditor key={productId} productId={productId} currency={currency} />;
}
