import { AdminMail } from '#app/features/admin-mail/index.ts';

/** The store's e-mails that failed or wait for another try; the admin layout checks the role and sets the title. */
export default function AdminMailRoute() {
  return <AdminMail />;
}
