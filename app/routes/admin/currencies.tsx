import { CurrenciesScreen } from '#app/features/admin-currencies/index.ts';

/** /admin/currencies: the display currencies' rates (decision 60); the layout's loader checks the admin role. */
export default function AdminCurrencies() {
  return <CurrenciesScreen />;
}
