import { ComingSoonPage } from '../features/content/coming-soon-page';

export default function VerifyOtp() {
  return <ComingSoonPage title="Verify Code" />;
}
