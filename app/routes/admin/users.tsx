import { useRouteLoaderData } from 'react-router';
import { UsersScreen } from '../../features/admin-users';

/** /admin/users: the store's accounts, money in the store currency (the root loader's). */
export default function AdminUsers() {
  const currency = useRouteLoaderData<{ currency: string }>('root')?.currency ?? 'USD';
  return <UsersScreen currency={currency} />;
}
