import { UsersScreen } from '#app/features/admin-users/index.ts';
import { useStoreCurrency } from '#app/lib/store-currency.ts';

/** /admin/users: the store's accounts, money in the store currency (the root loader's). */
export default function AdminUsers() {
  const currency = useStoreCurrency();
  return <UsersScreen currency={currency} />;
}
