import { ComingSoonPage } from '../../features/content/coming-soon-page';

export default function AdminOrders() {
  return <ComingSoonPage title="Orders Management" eyebrow="Admin" showShopLink={false} />;
}
