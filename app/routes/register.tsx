import { ComingSoonPage } from '../features/content/coming-soon-page';

export default function Register() {
  return <ComingSoonPage title="Register" />;
}
