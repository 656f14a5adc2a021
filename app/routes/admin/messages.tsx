import { AdminInbox } from '#app/features/admin-messages/index.ts';

/** The inbox of contact messages; the admin layout checks the role and sets the title. */
export default function AdminMessages() {
  return <AdminInbox />;
}
