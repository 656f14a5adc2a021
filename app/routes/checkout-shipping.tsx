import { ComingSoonPage } from '../features/content/coming-soon-page';

export default function CheckoutShipping() {
  return <ComingSoonPage title="Shipping" eyebrow="Checkout" />;
}
