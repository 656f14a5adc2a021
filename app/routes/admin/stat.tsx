import { ComingSoonPage } from '../../features/content/coming-soon-page';

export default function AdminStat() {
  return <ComingSoonPage title="Statistics" eyebrow="Admin" showShopLink={false} />;
}
