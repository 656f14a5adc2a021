import { ComingSoonPage } from '../features/content/coming-soon-page';

export default function Faqs() {
  return <ComingSoonPage title="FAQs" />;
}
