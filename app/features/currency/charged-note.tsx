import { Trans } from '@lingui/react/macro';
import { cx } from '#app/components/ui/cx.ts';
import { useMoney, useRootCurrencies } from './display-money';

/**
 * Near a converted total or price: what is shown is approximate and what is charged
 * ("Approximate in KGS. You pay in USD: $19.99."). Nothing when prices show in the store currency.
 */
export function ChargedNote({ cents, currency, className }: { cents: number; currency: string; className?: string }) {
  const display = useRootCurrencies()?.display;
  const money = useMoney();
  if (!display?.rate) return null;
  const code = display.code;
  const charged = money(cents, currency);
  return (
    <p className={cx('text-xs text-muted', className)}>
      <Trans>
        Approximate in {code}. You pay in {currency}: {charged}.
      </Trans>
    </p>
  );
}
