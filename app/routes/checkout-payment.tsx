import { ComingSoonPage } from '../features/content/coming-soon-page';

export default function CheckoutPayment() {
  return <ComingSoonPage title="Payment" eyebrow="Checkout" />;
}
