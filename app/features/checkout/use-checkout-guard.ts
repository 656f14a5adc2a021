/**
 * The redirects between checkout steps (SPEC §4): an empty cart goes back to /cart, the
 * shipping step needs the saved information, the payment step needs both. Everything is
 * in browser storage, so the server renders a placeholder and this decides after mount.
 */
import { useEffect, useMemo } from 'react';
import { useLocalNavigate } from '#app/lib/local-links.tsx';
import { useCartReady, useCartStore } from '#app/features/cart/index.ts';
import { type CheckoutData, readCheckoutData, readShippingData, type ShippingData } from './checkout-storage';

export type CheckoutStep = 'information' | 'shipping' | 'payment';

export const STEP_PATHS: Record<CheckoutStep, string> = {
  information: '/checkout',
  shipping: '/checkout/shipping',
  payment: '/checkout/payment',
};

export interface CheckoutState {
  information: CheckoutData | null;
  shipping: ShippingData | null;
}

/** Where a shopper on `step` must go instead, or null to stay. Pure, for tests. */
export function checkoutRedirect(step: CheckoutStep, cartLines: number, state: CheckoutState): string | null {
  if (cartLines === 0) return '/cart';
  if (step === 'information') return null;
  if (!state.information) return STEP_PATHS.information;
  if (step === 'payment' && !state.shipping) return STEP_PATHS.shipping;
  return null;
}

/** The saved checkout state once the step may show, else null (still reading, or leaving). */
export function useCheckoutGuard(step: CheckoutStep): CheckoutState | null {
  const ready = useCartReady();
  const lines = useCartStore((cart) => cart.items.length);
  const navigate = useLocalNavigate();
  // `ready` is false on the server and while hydrating, so storage is read only afterwards.
  const saved = useMemo(
    () => (ready ? { information: readCheckoutData(), shipping: readShippingData() } : null),
    [ready],
  );
  const target = saved ? checkoutRedirect(step, lines, saved) : null;

  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);

  return saved && !target ? saved : null;
}
