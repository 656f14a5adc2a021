import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link, useLocalNavigate } from '#app/lib/local-links.tsx';
import { domainTexts, useDomainText } from '#app/features/i18n/index.ts';
import { Button } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { useDisplayMoney } from '#app/features/currency/index.ts';
import { SHIPPING_TEXT, type ShippingMethodOffer } from '#domain/shipping.ts';
import { METHOD_NAMES, useDeliveryText } from './delivery-text';
import { CheckoutReview } from './checkout-review';
import { type CheckoutData, saveShippingData } from './checkout-storage';
import { STEP_PATHS } from './use-checkout-guard';

const TEXTS = domainTexts([
  [
    SHIPPING_TEXT.duties,
    msg`Duties and taxes of the destination country may be due on delivery; the store does not collect them.`,
  ],
  [SHIPPING_TEXT.noMethods, msg`We cannot ship to this country yet. Please choose another address or contact us.`],
]);

/**
 * The methods the destination's zone offers (decision 57) as a radio group, each with its
 * delivery time and price; the choice replaces the cart's flat estimate in the summary at
 * once, and is saved as 'shippingData' on the way to payment.
 */
export function ShippingStep({
  information,
  methods,
  initial,
  currency,
  onChoose,
}: {
  information: CheckoutData;
  methods: ShippingMethodOffer[];
  /** The method chosen at first: the saved one while still offered, else the zone's first. */
  initial: string | null;
  currency: string;
  /** The method picked so far, for the summary. */
  onChoose: (method: string) => void;
}) {
  const say = useDomainText(TEXTS);
  const sayMethod = useDomainText(METHOD_NAMES);
  const deliveryText = useDeliveryText().fromDays;
  const navigate = useLocalNavigate();
  const money = useDisplayMoney(currency);
  const [method, setMethod] = useState(initial);
  const chosen = methods.find((m) => m.id === method);

  const choose = (next: string) => {
    setMethod(next);
    onChoose(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    saveShippingData(chosen);
    void navigate(STEP_PATHS.payment);
  };

  return (
    <form onSubmit={submit} className="space-y-10">
      <CheckoutReview information={information} currency={currency} />

      <fieldset>
        <legend className="mb-5 text-sm font-semibold uppercase tracking-[0.2em]">
          <Trans>Shipping method</Trans>
        </legend>
        <div className="divide-y divide-line border border-line">
          {methods.length === 0 ? <p className="px-5 py-4 text-sm">{say(SHIPPING_TEXT.noMethods)}</p> : null}
          {methods.map((option) => {
            const { id } = option;
            const delivery = deliveryText(option.minDays, option.maxDays);
            return (
              <label
                key={id}
                className={cx(
                  'flex cursor-pointer items-center gap-4 px-5 py-4 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2',
                  method === id ? 'bg-neutral-50' : 'hover:bg-neutral-50',
                )}
              >
                <input
                  type="radio"
                  name="shippingMethod"
                  value={id}
                  checked={method === id}
                  onChange={() => choose(id)}
                  className="size-4 accent-ink"
                />
                <span className="flex-1">
                  <span className="block font-medium">{sayMethod(option.name)}</span>
                  <span className="block text-muted">{delivery.charAt(0).toUpperCase() + delivery.slice(1)}</span>
                </span>
                <span className="tabular-nums font-medium">{money(option.priceCents)}</span>
              </label>
            );
          })}
        </div>
        <p className="mt-3 text-xs text-muted">
          {say(SHIPPING_TEXT.duties)}{' '}
          <Trans>
            Orders are processed in 1-2 business days. See the{' '}
            <Link to="/shipping-policy" className="underline underline-offset-4">
              shipping policy
            </Link>
            .
          </Trans>
        </p>
      </fieldset>

      <div className="flex flex-col-reverse items-stretch gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        <Link to={STEP_PATHS.information} className="text-center text-sm underline-offset-4 hover:underline">
          ‹ <Trans>Return to information</Trans>
        </Link>
        <Button type="submit" size="lg" disabled={!chosen}>
          <Trans>Continue to payment</Trans>
        </Button>
      </div>
    </form>
  );
}
