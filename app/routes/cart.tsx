import { ComingSoonPage } from '../features/content/coming-soon-page';

export default function Cart() {
  return <ComingSoonPage title="Cart" />;
}
