import { ComingSoonPage } from '../../features/content';

export default function AdminCoupon() {
  return <ComingSoonPage title="Coupon Management" eyebrow="Admin" showShopLink={false} />;
}
