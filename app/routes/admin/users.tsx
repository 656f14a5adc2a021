import { ComingSoonPage } from '../../features/content';

export default function AdminUsers() {
  return <ComingSoonPage title="Users" eyebrow="Admin" showShopLink={false} />;
}
