import { ComingSoonPage } from '../../features/content';

export default function AdminStat() {
  return <ComingSoonPage title="Statistics" eyebrow="Admin" showShopLink={false} />;
}
