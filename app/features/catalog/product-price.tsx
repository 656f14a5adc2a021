import { Trans } from '@lingui/react/macro';
import { cx } from '#app/components/ui/cx.ts';
import { toCents } from '#domain/money.ts';
import { useDisplayMoney } from '#app/features/currency/index.ts';

/**
 * The selling price as the shopper sees it (the store currency, or their display currency marked
 * approximate), the original struck through when it is lower; "from …" when it is the lowest
 * of sizes that sell at different prices (a card's `priceFrom`).
 */
export function ProductPrice({
  price,
  originalPrice,
  currency,
  from = false,
  className,
}: {
  price: number;
  originalPrice: number;
  currency: string;
  from?: boolean;
  className?: string;
}) {
  const discounted = price < originalPrice;
  const money = useDisplayMoney(currency);
  const amount = money(toCents(price));
  return (
    <p className={cx('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className={cx('font-medium', discounted && 'text-sale')}>
        {discounted ? (
          <span className="sr-only">
            <Trans>Sale price:</Trans>{' '}
          </span>
        ) : null}
        {from ? <Trans>from {amount}</Trans> : amount}
      </span>
      {discounted ? (
        <s className="text-[0.85em] text-muted">
          <span className="sr-only">
            <Trans>Original price:</Trans>{' '}
          </span>
          {money(toCents(originalPrice))}
        </s>
      ) : null}
    </p>
  );
}
