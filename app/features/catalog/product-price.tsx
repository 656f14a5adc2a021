import { Trans } from '@lingui/react/macro';
import { cx } from '#app/components/ui/cx.ts';
import { formatMoney, toCents } from '#domain/money.ts';

/** The selling price in the store currency with 2 decimals, the original struck through when it is lower. */
export function ProductPrice({
  price,
  originalPrice,
  currency,
  className,
}: {
  price: number;
  originalPrice: number;
  currency: string;
  className?: string;
}) {
  const discounted = price < originalPrice;
  return (
    <p className={cx('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className={cx('font-medium', discounted && 'text-sale')}>
        {discounted ? (
          <span className="sr-only">
            <Trans>Sale price:</Trans>{' '}
          </span>
        ) : null}
        {formatMoney(toCents(price), currency)}
      </span>
      {discounted ? (
        <s className="text-[0.85em] text-muted">
          <span className="sr-only">
            <Trans>Original price:</Trans>{' '}
          </span>
          {formatMoney(toCents(originalPrice), currency)}
        </s>
      ) : null}
    </p>
  );
}
