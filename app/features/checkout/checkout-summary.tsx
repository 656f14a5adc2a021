import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { cx } from '#app/components/ui/cx.ts';
import { SummaryRow } from '#app/components/ui/summary-row.tsx';
import type { CartItem } from '#domain/cart.ts';
import { toCents } from '#domain/money.ts';
import { ChargedNote, useConvertedTo, useDisplayMoney } from '#app/features/currency/index.ts';
import { removeCoupon } from '#domain/cart-updates.ts';
import { STORE_DISCOUNT_LABEL, storeDiscountLabel } from '#domain/cart-summary.ts';
import { domainTexts, useDomainText } from '#app/features/i18n/index.ts';
import { ProductImage, useColorName } from '#app/features/catalog/index.ts';
import { useCartStore } from '#app/features/cart/index.ts';
import type { CartQuoteAnswer } from '#domain/api-answer-schemas.ts';
import type { QuoteStatus } from './use-checkout-quote';

export const SHIPPING_LATER = msg`Calculated at next step`;

/** The store discount's default label and the server's coupon refusals shown here. */
const TEXTS = domainTexts([
  [STORE_DISCOUNT_LABEL, msg`Store discount`],
  ['This coupon has expired.', msg`This coupon has expired.`],
  ['This coupon has reached its usage limit.', msg`This coupon has reached its usage limit.`],
  [
    'This coupon applies to a product that is not in your cart.',
    msg`This coupon applies to a product that is not in your cart.`,
  ],
  ['This coupon code is not valid.', msg`This coupon code is not valid.`],
  ['Coupon usage limit reached', msg`Coupon usage limit reached`],
]);

const lineKey = (l: { productId: string; color: string; size: string }) =>
  `${l.productId}\u0000${l.color}\u0000${l.size}`;

/**
 * The order summary panel of every checkout step (SPEC §2): the lines, subtotal, discounts,
 * shipping and total, as the server prices them (`quote`); before it answers, the cart's
 * stored amounts and the chosen method's price, so the total a step first shows is the one
 * it will confirm. `shippingChosen` false: shipping is not known yet and the total leaves it out.
 */
export function CheckoutSummary({
  items,
  quote,
  status,
  currency,
  shippingChosen,
  shippingPrice,
}: {
  items: readonly CartItem[];
  quote: CartQuoteAnswer | null;
  status: QuoteStatus;
  currency: string;
  shippingChosen: boolean;
  /** The chosen method's price as the step's zones list it, in currency units, for before the quote answers. */
  shippingPrice: number | null;
}) {
  const { t } = useLingui();
  const colorName = useColorName();
  const say = useDomainText(TEXTS);
  const couponCode = useCartStore((cart) => cart.appliedCoupon?.code ?? null);
  const storedTotal = useCartStore((cart) => cart.total);
  const storedDiscount = useCartStore((cart) => cart.discountAmount);
  const shown = useDisplayMoney(currency);
  const money = (units: number) => shown(toCents(units));
  const convertedTo = useConvertedTo();
  const byLine = new Map(quote?.lines.map((l) => [lineKey(l), l]));

  const subtotal = quote?.subtotal ?? storedTotal;
  const couponDiscount = quote?.couponDiscount ?? storedDiscount;
  const storeDiscount = quote?.storeDiscount ?? 0;
  // The quote's shipping once it answers for this method; until then the method's listed price.
  const shipping = !shippingChosen
    ? null
    : quote && status === 'ready'
      ? quote.shippingCost
      : (shippingPrice ?? quote?.shippingCost ?? null);
  const couponError = quote?.couponError ? say(quote.couponError) : null;
  const total = (quote ? quote.total - quote.shippingCost : storedTotal - storedDiscount) + (shipping ?? 0);

  return (
    <section
      aria-labelledby="checkout-summary-heading"
      className="border border-line bg-neutral-50 p-5 sm:p-6 lg:sticky lg:top-28"
    >
      <h2 id="checkout-summary-heading" className="text-sm font-semibold uppercase tracking-[0.2em]">
        <Trans>Order Summary</Trans>
      </h2>

      <ul className="mt-5 space-y-4">
        {items.map((item) => {
          const server = byLine.get(
            lineKey({ productId: item.product._id, color: item.variant.color, size: item.variant.size }),
          );
          const unit = server?.discountedPrice ?? item.variant.discountedPrice;
          const stockLeft = server?.stock ?? 0;
          return (
            <li key={item._id} className="flex items-center gap-4">
              <div className="relative w-16 shrink-0">
                <ProductImage src={item.variant.images[0] ?? null} alt="" sizes="64px" />
                <span className="absolute -right-2 -top-2 flex size-6 items-center justify-center rounded-full bg-ink text-xs text-white">
                  <span className="sr-only">
                    <Trans>Quantity</Trans>{' '}
                  </span>
                  {item.quantity}
                </span>
              </div>
              <div className="min-w-0 flex-1 text-sm">
                <p className="truncate font-medium">{item.product.name}</p>
                <p className="text-muted">
                  {colorName(item.variant.color)} / {item.variant.size}
                </p>
                {server && server.stock < item.quantity ? (
                  <p className="text-sale">
                    {server.stock > 0 ? (
                      <Trans>Only {stockLeft} left: please update your cart.</Trans>
                    ) : (
                      <Trans>Sold out: please update your cart.</Trans>
                    )}
                  </p>
                ) : null}
              </div>
              <p className="text-sm tabular-nums">{money((toCents(unit) * item.quantity) / 100)}</p>
            </li>
          );
        })}
      </ul>

      {quote?.couponError && couponCode ? (
        <div role="alert" className="mt-5 border-l-2 border-sale bg-red-50 px-4 py-3 text-sm text-sale">
          <p>
            <Trans>
              Coupon {couponCode} no longer applies: {couponError}
            </Trans>
          </p>
          <button
            type="button"
            className="mt-2 underline underline-offset-4"
            onClick={() => useCartStore.getState().update(removeCoupon)}
          >
            <Trans>Remove the coupon</Trans>
          </button>
        </div>
      ) : null}
      {quote && quote.missing.length > 0 ? (
        <p role="alert" className="mt-5 border-l-2 border-sale bg-red-50 px-4 py-3 text-sm text-sale">
          <Trans>Some items in your cart are no longer sold. Please review your cart.</Trans>
        </p>
      ) : null}

      <dl
        className={cx(
          'mt-6 space-y-3 border-t border-line pt-5 text-sm transition-opacity',
          status === 'loading' && quote && 'opacity-60',
        )}
        aria-busy={status === 'loading'}
      >
        <SummaryRow label={t`Subtotal`} value={money(subtotal)} />
        {couponDiscount > 0 ? (
          <SummaryRow
            label={couponCode ? t`Discount (${couponCode})` : t`Discount`}
            value={money(-couponDiscount)}
            className="text-sale"
          />
        ) : null}
        {storeDiscount > 0 ? (
          <SummaryRow
            label={say(storeDiscountLabel(quote?.automaticDiscount?.coupon.description))}
            value={money(-storeDiscount)}
            className="text-sale"
          />
        ) : null}
        <SummaryRow label={t`Shipping`} value={shipping === null ? t(SHIPPING_LATER) : money(shipping)} />
        <div
          aria-live="polite"
          aria-atomic="true"
          className="flex items-baseline justify-between gap-4 border-t border-line pt-4 text-base font-semibold"
        >
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd className="tabular-nums">
            {convertedTo ? null : <span className="mr-2 text-xs font-normal text-muted">{currency}</span>}
            {money(total)}
          </dd>
        </div>
      </dl>
      <ChargedNote cents={toCents(total)} currency={currency} className="mt-3 text-right" />
      {status === 'failed' ? (
        <p className="mt-3 text-xs text-muted">
          <Trans>Prices could not be refreshed; they are checked again when you pay.</Trans>
        </p>
      ) : null}
    </section>
  );
}
