import { DashboardScreen } from '../../features/admin-stats';

/** /admin and /admin/dashboard: the figures the owner checks every morning. */
export default function AdminDashboard() {
  return <DashboardScreen />;
}
