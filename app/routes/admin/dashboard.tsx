import { DashboardScreen } from '../../features/admin-stats';
import { useStoreCurrency } from '../../lib/store-currency';

/** /admin and /admin/dashboard: the figures the owner checks every morning, in the store currency (the root loader's). */
export default function AdminDashboard() {
  const currency = useStoreCurrency();
  return <DashboardScreen currency={currency} />;
}
