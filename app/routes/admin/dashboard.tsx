import { useRouteLoaderData } from 'react-router';
import { DashboardScreen } from '../../features/admin-stats';

/** /admin and /admin/dashboard: the figures the owner checks every morning, in the store currency (the root loader's). */
export default function AdminDashboard() {
  const currency = useRouteLoaderData<{ currency: string }>('root')?.currency ?? 'USD';
  return <DashboardScreen currency={currency} />;
}
