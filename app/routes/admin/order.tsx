import { useParams } from 'react-router';
import type { Route } from './+types/order';
import { OrderPageScreen } from '#app/features/admin-orders/index.ts';
import { pageTitleFromPath } from '#domain/page-title.ts';
import { STORE_NAME } from '#domain/store.ts';

// The path rule without the order's id, whose letters would otherwise read as words.
export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Order #${(params.orderId ?? '').slice(-8)} | ${pageTitleFromPath('/admin/orders')} | ${STORE_NAME}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** /admin/orders/:orderId: one order's page with its timeline (decision 0047). */
export default function AdminOrder() {
  const { orderId = '' } = useParams();
  // Keyed so moving from one order's page to another's starts afresh.
  return <OrderPageScreen key={orderId} orderId={orderId} />;
}
