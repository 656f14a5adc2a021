import { ComingSoonPage } from '../features/content/coming-soon-page';

export default function Account() {
  return <ComingSoonPage title="My Account" />;
}
