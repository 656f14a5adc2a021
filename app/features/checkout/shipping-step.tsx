import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { formatMoney } from '#domain/money.ts';
import { SHIPPING_METHOD_IDS, SHIPPING_METHODS, type ShippingMethod } from '#domain/shipping.ts';
import { CheckoutReview } from './checkout-review';
import { type CheckoutData, saveShippingData, type ShippingData } from './checkout-storage';
import { STEP_PATHS } from './use-checkout-guard';

/**
 * SPEC §9 shipping methods as a radio group; the choice replaces the cart's flat estimate
 * in the summary at once, and is saved as 'shippingData' on the way to payment.
 */
export function ShippingStep({
  information,
  saved,
  currency,
  onChoose,
}: {
  information: CheckoutData;
  saved: ShippingData | null;
  currency: string;
  /** The method picked so far, for the summary. */
  onChoose: (method: ShippingMethod) => void;
}) {
  const navigate = useNavigate();
  const [method, setMethod] = useState<ShippingMethod>(saved?.selectedShipping ?? 'standard');

  const choose = (next: ShippingMethod) => {
    setMethod(next);
    onChoose(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveShippingData(method);
    void navigate(STEP_PATHS.payment);
  };

  return (
    <form onSubmit={submit} className="space-y-10">
      <CheckoutReview information={information} currency={currency} />

      <fieldset>
        <legend className="mb-5 text-sm font-semibold uppercase tracking-[0.2em]">Shipping method</legend>
        <div className="divide-y divide-line border border-line">
          {SHIPPING_METHOD_IDS.map((id) => {
            const option = SHIPPING_METHODS[id];
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
                  <span className="block font-medium">{option.label}</span>
                  <span className="block text-muted">
                    {option.delivery.charAt(0).toUpperCase() + option.delivery.slice(1)}
                  </span>
                </span>
                <span className="tabular-nums font-medium">{formatMoney(option.costCents, currency)}</span>
              </label>
            );
          })}
        </div>
        <p className="mt-3 text-xs text-muted">
          Orders are processed in 1-2 business days. See the{' '}
          <Link to="/shipping-policy" className="underline underline-offset-4">
            shipping policy
          </Link>
          .
        </p>
      </fieldset>

      <div className="flex flex-col-reverse items-stretch gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        <Link to={STEP_PATHS.information} className="text-center text-sm underline-offset-4 hover:underline">
          ‹ Return to information
        </Link>
        <Button type="submit" size="lg">
          Continue to payment
        </Button>
      </div>
    </form>
  );
}
