import { ComingSoonPage } from '../../features/content/coming-soon-page';

export default function AdminDashboard() {
  return <ComingSoonPage title="Dashboard" eyebrow="Admin" showShopLink={false} />;
}
