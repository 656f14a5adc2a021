import { StatScreen } from '../../features/admin-stats';
import { useStoreCurrency } from '../../lib/store-currency';

/** /admin/stat: sales over a range of days, money in the store currency (the root loader's). */
export default function AdminStat() {
  const currency = useStoreCurrency();
  return <StatScreen currency={currency} />;
}
