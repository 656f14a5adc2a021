import { ComingSoonPage } from '../features/content/coming-soon-page';

export default function CheckoutInformation() {
  return <ComingSoonPage title="Information" eyebrow="Checkout" />;
}
