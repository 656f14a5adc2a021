import { ComingSoonPage } from '../../features/content';

export default function AdminProducts() {
  return <ComingSoonPage title="Products" eyebrow="Admin" showShopLink={false} />;
}
