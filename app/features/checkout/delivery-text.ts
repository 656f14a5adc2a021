/**
 * A delivery time in the page's language: domain/shipping's deliveryText ("next business
 * day", "3 business days", "5-7 business days") said with the language's plurals, from the
 * days or from the English an order keeps.
 */
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { domainTexts } from '#app/features/i18n/index.ts';

/** The days an English delivery text names, or null when it is not one deliveryText writes. */
export function deliveryDays(text: string): [minDays: number, maxDays: number] | null {
  if (text === 'next business day') return [1, 1];
  const one = /^(\d+) business days$/.exec(text);
  if (one) return [Number(one[1]), Number(one[1])];
  const range = /^(\d+)-(\d+) business days$/.exec(text);
  return range ? [Number(range[1]), Number(range[2])] : null;
}

export function useDeliveryText() {
  const { t } = useLingui();
  const fromDays = useCallback(
    (minDays: number, maxDays: number): string => {
      if (maxDays <= 1) return t`next business day`;
      if (minDays === maxDays) return t`${plural(maxDays, { one: '# business day', other: '# business days' })}`;
      return t`${plural(maxDays, { one: `${minDays}-# business day`, other: `${minDays}-# business days` })}`;
    },
    [t],
  );
  /** An order's stored English delivery text, said in the page's language (as it came when unknown). */
  const fromText = useCallback(
    (text: string): string => {
      const days = deliveryDays(text);
      return days ? fromDays(...days) : text;
    },
    [fromDays],
  );
  return { fromDays, fromText };
}

/** The store's first methods' names (domain/shipping's DEFAULT_SHIPPING_METHODS); names the owner gives stay as written. */
export const METHOD_NAMES = domainTexts([
  ['Standard', msg`Standard`],
  ['Express', msg`Express`],
  ['Overnight', msg`Overnight`],
]);
