import { ComingSoonPage } from '../features/content/coming-soon-page';

export default function ContactUs() {
  return <ComingSoonPage title="Contact Us" />;
}
