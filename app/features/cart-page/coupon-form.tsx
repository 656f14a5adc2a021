import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type FormEvent } from 'react';
import { Button, buttonStyles } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { applyCoupon, removeCoupon } from '#domain/cart-updates.ts';
import { errorText } from '#app/lib/api-error.ts';
import { useForm, type Validator } from '#app/lib/use-form.ts';
import { COUPON_CLEARED_MESSAGE, useCartStore } from '#app/features/cart/index.ts';
import { notify } from '#app/features/toast/index.ts';
import { COUPON_TEXT, requestCoupon } from './cart-api';
import { COUPON_PATTERNS, COUPON_TEXTS } from './coupon-texts';
import { useDomainText } from '#app/features/i18n/index.ts';
import { itemsSignature } from './use-cart-quote';

const INPUT_ID = 'coupon-code';

/** One check, blank or not: no schema to load for it. */
const validate: Validator<{ code: string }> = async ({ code }) =>
  code.trim() ? { ok: true, values: { code: code.trim() } } : { ok: false, errors: { code: COUPON_TEXT.blank } };

/**
 * SPEC §2/§5 coupon box: a code and Apply; while a coupon is applied the input is locked
 * on its code and Remove coupon takes Apply's place. Failures show under the field, and
 * editing the code clears them.
 */
export function CouponForm() {
  const { t } = useLingui();
  const say = useDomainText(COUPON_TEXTS, COUPON_PATTERNS);
  const appliedCode = useCartStore((cart) => cart.appliedCoupon?.code ?? null);
  const update = useCartStore((cart) => cart.update);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { code: '' }, validate, mode: 'clearOnEdit' });
  const removeButton = useRef<HTMLButtonElement>(null);
  /** Where focus goes once the swapped-in button exists (the pressed one is gone). */
  const focusNext = useRef<'remove' | 'input' | null>(null);

  useEffect(() => {
    // The box shows the applied code; it stays there when a cart change drops the coupon, so re-applying is one click.
    if (appliedCode) setValue('code', appliedCode);
    if (focusNext.current === 'remove') removeButton.current?.focus();
    if (focusNext.current === 'input') document.getElementById(INPUT_ID)?.focus();
    focusNext.current = null;
  }, [appliedCode, setValue]);

  // Made as the form is submitted: its callback moves the focus (a ref), which a render must not touch.
  const apply = (event: FormEvent) => handleSubmit(applyCode)(event);
  async function applyCode(values: { code: string }) {
    if (appliedCode) return;
    const cart = useCartStore.getState();
    const signature = itemsSignature(cart.items);
    try {
      const { coupon, discount } = await requestCoupon(values.code, cart);
      // The discount was computed for the lines as they were when Apply was pressed.
      if (itemsSignature(useCartStore.getState().items) !== signature) {
        setError('code', { message: COUPON_CLEARED_MESSAGE });
        return;
      }
      focusNext.current = 'remove';
      update((cart) => applyCoupon(cart, coupon, discount));
      const code = coupon.code;
      notify.success(t`Coupon ${code} applied.`);
    } catch (err) {
      setError('code', { message: errorText(err, COUPON_TEXT.network) }, { shouldFocus: true });
    }
  }

  const remove = () => {
    focusNext.current = 'input';
    update(removeCoupon);
    setValue('code', '', { asChange: true });
    notify.success(t(msg`Coupon removed.`));
  };

  const error = errors.code?.message;
  const shownError = error ? say(error) : error;
  return (
    <form onSubmit={apply} noValidate className="space-y-2">
      <label htmlFor={INPUT_ID} className="block text-xs font-semibold uppercase tracking-[0.2em]">
        <Trans>Coupon code</Trans>
      </label>
      <div className="flex gap-2">
        <input
          id={INPUT_ID}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          readOnly={appliedCode !== null}
          {...register('code')}
          aria-invalid={error ? true : undefined}
          aria-describedby="coupon-message"
          className={cx(
            'h-11 min-w-0 flex-1 border px-3 text-sm uppercase placeholder:normal-case',
            appliedCode !== null ? 'border-line bg-neutral-100 text-ink' : 'border-neutral-300 bg-white',
            error && 'border-sale',
          )}
          placeholder={t`Enter code`}
        />
        {appliedCode !== null ? (
          <button
            ref={removeButton}
            type="button"
            onClick={remove}
            className={buttonStyles({ variant: 'secondary', className: 'shrink-0 px-4' })}
          >
            <Trans>Remove coupon</Trans>
          </button>
        ) : (
          <Button
            type="submit"
            variant="secondary"
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
            className="min-w-24 shrink-0 px-4"
          >
            {isSubmitting ? <Trans>Applying</Trans> : <Trans>Apply</Trans>}
          </Button>
        )}
      </div>
      <p id="coupon-message" role="alert" className="min-h-5 text-sm text-sale">
        {shownError}
      </p>
    </form>
  );
}
