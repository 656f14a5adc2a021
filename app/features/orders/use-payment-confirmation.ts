/**
 * A card provider's confirmation (its webhook) can reach the store a few seconds after the
 * shopper is back on the order page. While the order still awaits payment, the page asks
 * again every few seconds for up to a minute, then stops and says it will e-mail.
 */
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';

export const CONFIRM_POLL_MS = 2500;
export const CONFIRM_GIVE_UP_MS = 60_000;

export type ConfirmationWait = 'waiting' | 'gave-up' | 'idle';

export function usePaymentConfirmation(awaitingPayment: boolean): ConfirmationWait {
  const { revalidate } = useRevalidator();
  const [gaveUp, setGaveUp] = useState(false);
  // The latest revalidate, read by the timer, so a new function never restarts the minute.
  const revalidateRef = useRef(revalidate);
  useEffect(() => {
    revalidateRef.current = revalidate;
  }, [revalidate]);

  useEffect(() => {
    if (!awaitingPayment) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (Date.now() - started >= CONFIRM_GIVE_UP_MS) {
        window.clearInterval(timer);
        setGaveUp(true);
        return;
      }
      if (document.visibilityState === 'visible') void revalidateRef.current();
    }, CONFIRM_POLL_MS);
    return () => window.clearInterval(timer);
  }, [awaitingPayment]);

  if (!awaitingPayment) return 'idle';
  return gaveUp ? 'gave-up' : 'waiting';
}
