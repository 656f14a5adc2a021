import { ComingSoonPage } from '../features/content/coming-soon-page';

export default function ForgotPassword() {
  return <ComingSoonPage title="Forgot Password" />;
}
