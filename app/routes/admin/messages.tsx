import { AdminInbox } from '../../features/admin-messages';

/** The inbox of contact messages; the admin layout checks the role and sets the title. */
export default function AdminMessages() {
  return <AdminInbox />;
}
