import { AdminOrdersScreen } from '../../features/admin-orders';

export default function AdminOrders() {
  return <AdminOrdersScreen />;
}
