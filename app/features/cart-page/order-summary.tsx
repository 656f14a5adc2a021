import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from '#app/lib/local-links.tsx';
import { buttonStyles } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { SummaryRow } from '#app/components/ui/summary-row.tsx';
import type { CartSummary } from '#domain/cart-summary.ts';
import { ChargedNote, useDisplayMoney } from '#app/features/currency/index.ts';

export const TERMS_HINT = msg`Tick the box to agree to the Terms & Conditions before checkout.`;

/**
 * The coupon box is a use-form form (decision 43). The summary appears only once the stored
 * cart is read in the browser, so the box comes in its own chunk, asked for as soon as this
 * module runs in the browser: the cart page's first load stays within its budget, and by the
 * time the summary shows, the chunk is usually there.
 */
const loadCouponForm = () => import('./coupon-form');
if (typeof window !== 'undefined') void loadCouponForm();
const CouponForm = lazy(() => loadCouponForm().then((m) => ({ default: m.CouponForm })));

/** The coupon box's outline while its chunk loads: the same label, field height and message line, so nothing below moves. */
function CouponFormPlaceholder() {
  return (
    <div className="space-y-2" aria-hidden="true">
      <p className="text-xs font-semibold uppercase tracking-[0.2em]">
        <Trans>Coupon code</Trans>
      </p>
      <div className="h-11 border border-neutral-300 bg-white" />
      <div className="min-h-5" />
    </div>
  );
}

/**
 * SPEC §2 summary: subtotal, discount, the automatic store discount when one applies,
 * the flat shipping estimate of SPEC §9 and the total; the coupon box; the terms box and
 * Proceed to Checkout, which stays disabled until the box is ticked and the cart has items.
 */
export function OrderSummary({
  summary,
  currency,
  couponCode,
  storeDiscountLabel,
  hasItems,
}: {
  summary: CartSummary;
  currency: string;
  couponCode: string | null;
  /** The automatic coupon's description; null when no store discount applies. */
  storeDiscountLabel: string | null;
  hasItems: boolean;
}) {
  const { t } = useLingui();
  const [agreed, setAgreed] = useState(false);
  const hintId = useId();
  const money = useDisplayMoney(currency);
  const canProceed = agreed && hasItems;

  return (
    <section aria-labelledby="order-summary-heading" className="border border-line p-5 sm:p-6 lg:sticky lg:top-28">
      <h2 id="order-summary-heading" className="text-sm font-semibold uppercase tracking-[0.2em]">
        <Trans>Order Summary</Trans>
      </h2>

      <dl className="mt-5 space-y-3 text-sm">
        <SummaryRow label={t`Subtotal`} value={money(summary.subtotalCents)} />
        <SummaryRow
          label={couponCode ? t`Discount (${couponCode})` : t`Discount`}
          value={summary.couponDiscountCents > 0 ? money(-summary.couponDiscountCents) : money(0)}
          className={summary.couponDiscountCents > 0 ? 'text-sale' : undefined}
        />
        {storeDiscountLabel !== null ? (
          <SummaryRow label={storeDiscountLabel} value={money(-summary.storeDiscountCents)} className="text-sale" />
        ) : null}
        <SummaryRow label={t`Shipping (estimated)`} value={money(summary.shippingCents)} />
        {/* Announced when it changes: the total is what every cart action moves. */}
        <div
          aria-live="polite"
          aria-atomic="true"
          className="flex items-baseline justify-between gap-4 border-t border-line pt-4 text-base font-semibold"
        >
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd className="tabular-nums">{money(summary.totalCents)}</dd>
        </div>
      </dl>
      <ChargedNote cents={summary.totalCents} currency={currency} className="mt-3 text-right" />

      <div className="mt-6 border-t border-line pt-6">
        <Suspense fallback={<CouponFormPlaceholder />}>
          <CouponForm />
        </Suspense>
      </div>

      <div className="mt-4 space-y-4">
        {/* The link is not in the label: a tap anywhere on the sentence ticks the box (a 44 px
            target), and only the link itself, under it, leaves the cart. */}
        <div className="text-sm leading-5">
          <label htmlFor="terms-agreement" className="-ml-3 flex min-h-11 cursor-pointer items-center">
            <span className="flex size-11 shrink-0 items-center justify-center">
              <input
                id="terms-agreement"
                type="checkbox"
                checked={agreed}
                onChange={(event) => setAgreed(event.target.checked)}
                className="size-4 cursor-pointer accent-ink"
              />
            </span>
            <Trans>I agree to the Terms &amp; Conditions</Trans>
          </label>
          <Link
            to="/terms-conditions"
            className="ml-8 inline-block py-1 text-xs underline underline-offset-4 hover:text-muted"
          >
            <Trans>Read the Terms &amp; Conditions</Trans>
          </Link>
        </div>

        {canProceed ? (
          <Link to="/checkout" className={buttonStyles({ size: 'lg', className: 'w-full' })}>
            <Trans>Proceed to Checkout</Trans>
          </Link>
        ) : (
          // No href: a disabled link is neither followed nor reached with Tab.
          <a
            role="link"
            aria-disabled="true"
            aria-describedby={hintId}
            className={buttonStyles({
              size: 'lg',
              // aria-disabled variants outrank the primary colours, as on the product page's ADD.
              className:
                'w-full aria-disabled:cursor-not-allowed aria-disabled:border-neutral-300 aria-disabled:bg-neutral-300 aria-disabled:text-neutral-700 aria-disabled:hover:bg-neutral-300',
            })}
          >
            <Trans>Proceed to Checkout</Trans>
          </a>
        )}
        {/* Hidden rather than removed once ticked, so nothing below it moves. */}
        <p id={hintId} className={cx('text-xs text-muted', canProceed && 'invisible')}>
          {t(TERMS_HINT)}
        </p>
      </div>
    </section>
  );
}
