import { ComingSoonPage } from '../../features/content/coming-soon-page';

export default function AdminCoupon() {
  return <ComingSoonPage title="Coupon Management" eyebrow="Admin" showShopLink={false} />;
}
