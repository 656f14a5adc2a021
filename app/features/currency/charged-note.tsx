import { cx } from '#app/components/ui/cx.ts';
import { formatMoney } from '#domain/money.ts';
import { useRootCurrencies } from './display-money';

/**
 * Near a converted total or price: what is shown is approximate and what is charged
 * ("Approximate in KGS. You pay in USD: $19.99."). Nothing when prices show in the store currency.
 */
export function ChargedNote({ cents, currency, className }: { cents: number; currency: string; className?: string }) {
  const display = useRootCurrencies()?.display;
  if (!display?.rate) return null;
  return (
    <p className={cx('text-xs text-muted', className)}>
      Approximate in {display.code}. You pay in {currency}: {formatMoney(cents, currency)}.
    </p>
  );
}
