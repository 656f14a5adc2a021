import { ComingSoonPage } from '../features/content';

export default function Faqs() {
  return <ComingSoonPage title="FAQs" />;
}
