import { ComingSoonPage } from '../features/content/coming-soon-page';

export default function ResetPassword() {
  return <ComingSoonPage title="Reset Password" />;
}
