import { UsersScreen } from '../../features/admin-users';
import { useStoreCurrency } from '../../lib/store-currency';

/** /admin/users: the store's accounts, money in the store currency (the root loader's). */
export default function AdminUsers() {
  const currency = useStoreCurrency();
  return <UsersScreen currency={currency} />;
}
