import { useRouteLoaderData } from 'react-router';
import { StatScreen } from '../../features/admin-stats';

/** /admin/stat: sales over a range of days, money in the store currency (the root loader's). */
export default function AdminStat() {
  const currency = useRouteLoaderData<{ currency: string }>('root')?.currency ?? 'USD';
  return <StatScreen currency={currency} />;
}
