import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button, buttonStyles } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { applyCoupon, removeCoupon } from '#domain/cart-updates.ts';
import { ApiError } from '#app/lib/api.ts';
import { COUPON_CLEARED_MESSAGE, useCartStore } from '#app/features/cart/index.ts';
import { notify } from '#app/features/toast/index.ts';
import { COUPON_TEXT, requestCoupon } from './cart-api';
import { itemsSignature } from './use-cart-quote';

/**
 * SPEC §2/§5 coupon box: a code and Apply; while a coupon is applied the input is locked
 * on its code and Remove coupon takes Apply's place. Failures show under the field.
 */
export function CouponForm() {
  const appliedCode = useCartStore((cart) => cart.appliedCoupon?.code ?? null);
  const update = useCartStore((cart) => cart.update);
  // Kept after a successful apply: when a cart change drops the coupon, re-applying is one click.
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  /** Where focus goes once the swapped-in button exists (the pressed one is gone). */
  const focusNext = useRef<'remove' | 'input' | null>(null);

  useEffect(() => {
    if (focusNext.current === 'remove') removeButton.current?.focus();
    if (focusNext.current === 'input') input.current?.focus();
    focusNext.current = null;
  }, [appliedCode]);

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (appliedCode || pending) return;
    const code = draft.trim();
    if (!code) {
      setError(COUPON_TEXT.blank);
      return;
    }
    setError('');
    setPending(true);
    const cart = useCartStore.getState();
    const signature = itemsSignature(cart.items);
    try {
      const { coupon, discount } = await requestCoupon(code, cart);
      // The discount was computed for the lines as they were when Apply was pressed.
      if (itemsSignature(useCartStore.getState().items) !== signature) {
        setError(COUPON_CLEARED_MESSAGE);
        return;
      }
      focusNext.current = 'remove';
      update((cart) => applyCoupon(cart, coupon, discount));
      notify.success(COUPON_TEXT.applied(coupon.code));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : COUPON_TEXT.network);
      input.current?.focus();
    } finally {
      setPending(false);
    }
  };

  const remove = () => {
    focusNext.current = 'input';
    update(removeCoupon);
    setDraft('');
    setError('');
    notify.success(COUPON_TEXT.removed);
  };

  return (
    <form onSubmit={apply} noValidate className="space-y-2">
      <label htmlFor="coupon-code" className="block text-xs font-semibold uppercase tracking-[0.2em]">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id="coupon-code"
          name="code"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          readOnly={appliedCode !== null}
          value={appliedCode ?? draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError('');
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby="coupon-message"
          className={cx(
            'h-11 min-w-0 flex-1 border px-3 text-sm uppercase placeholder:normal-case',
            appliedCode !== null ? 'border-line bg-neutral-100 text-ink' : 'border-neutral-300 bg-white',
            error && 'border-sale',
          )}
          placeholder="Enter code"
        />
        {appliedCode !== null ? (
          <button
            ref={removeButton}
            type="button"
            onClick={remove}
            className={buttonStyles({ variant: 'secondary', className: 'shrink-0 px-4' })}
          >
            Remove coupon
          </button>
        ) : (
          <Button
            type="submit"
            variant="secondary"
            disabled={pending}
            aria-busy={pending || undefined}
            className="w-24 shrink-0 px-4"
          >
            {pending ? 'Applying' : 'Apply'}
          </Button>
        )}
      </div>
      <p id="coupon-message" role="alert" className="min-h-5 text-sm text-sale">
        {error}
      </p>
    </form>
  );
}
