import { ComingSoonPage } from '../../features/content';

export default function AdminDashboard() {
  return <ComingSoonPage title="Dashboard" eyebrow="Admin" showShopLink={false} />;
}
