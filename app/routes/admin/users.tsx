import { ComingSoonPage } from '../../features/content/coming-soon-page';

export default function AdminUsers() {
  return <ComingSoonPage title="Users" eyebrow="Admin" showShopLink={false} />;
}
