import { AdminOrdersScreen } from '#app/features/admin-orders/index.ts';

export default function AdminOrders() {
  return <AdminOrdersScreen />;
}
