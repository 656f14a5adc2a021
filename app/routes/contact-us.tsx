import { ComingSoonPage } from '../features/content';

export default function ContactUs() {
  return <ComingSoonPage title="Contact Us" />;
}
