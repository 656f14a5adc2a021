import { ComingSoonPage } from '../../features/content/coming-soon-page';

export default function AdminProducts() {
  return <ComingSoonPage title="Products" eyebrow="Admin" showShopLink={false} />;
}
