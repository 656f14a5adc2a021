import { StatScreen } from '#app/features/admin-stats/index.ts';
import { useStoreCurrency } from '#app/lib/store-currency.ts';

/** /admin/stat: sales over a range of days, money in the store currency (the root loader's). */
export default function AdminStat() {
  const currency = useStoreCurrency();
  return <StatScreen currency={currency} />;
}
