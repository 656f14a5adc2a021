import { useRefreshOrders } from '#app/features/admin-orders/index.ts';
import { AdminReturnsScreen } from '#app/features/admin-returns/index.ts';

/** The returns queue (decision 0052); the admin layout checks the role, sets the title and counts the requests. */
export default function AdminReturns() {
  // A step changes its order (its returns, timeline, payment status): the orders screens read it again.
  const refreshOrders = useRefreshOrders();
  return <AdminReturnsScreen onOrdersChanged={refreshOrders} />;
}
