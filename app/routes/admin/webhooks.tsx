import { AdminWebhooks } from '#app/features/admin-webhooks/index.ts';

/** Outgoing webhooks' endpoints and delivery logs (decision 70); the admin layout checks the role and sets the title. */
export default function AdminWebhooksRoute() {
  return <AdminWebhooks />;
}
