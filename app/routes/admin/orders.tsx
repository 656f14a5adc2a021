import { ComingSoonPage } from '../../features/content';

export default function AdminOrders() {
  return <ComingSoonPage title="Orders Management" eyebrow="Admin" showShopLink={false} />;
}
