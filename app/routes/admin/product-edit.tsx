import { useParams } from 'react-router';
import type { Route } from './+types/product-edit';
import { ProductEditor } from '#app/features/admin-products/index.ts';
import { pageTitleFromPath } from '#domain/page-title.ts';
import { STORE_NAME } from '#domain/store.ts';
import { useStoreCurrency } from '#app/lib/store-currency.ts';

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
