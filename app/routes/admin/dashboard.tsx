import { DashboardScreen } from '#app/features/admin-stats/index.ts';
import { useStoreCurrency } from '#app/lib/store-currency.ts';

/** /admin and /admin/dashboard: the figures the owner checks every morning, in the store currency (the root loader's). */
export default function AdminDashboard() {
  const currency = useStoreCurrency();
  return <DashboardScreen currency={currency} />;
}
