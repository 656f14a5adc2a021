import { ComingSoonPage } from '../features/content/coming-soon-page';

export default function Login() {
  return <ComingSoonPage title="Login" />;
}
