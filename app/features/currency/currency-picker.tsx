import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { domainTexts, useDomainText } from '#app/features/i18n/index.ts';
import { DISPLAY_CURRENCIES } from '#domain/display-currencies.ts';
import { DISPLAY_CURRENCY_PATH } from '#domain/display-currency.ts';
import { useRootCurrencies } from './display-money';

/**
 * The shopper's display currency (decision 60): a plain form posted to the server, which
 * remembers the choice and sends them back to this page, so it works before and without
 * JavaScript and costs the first load almost nothing. Shown only when a currency besides
 * the store's has a rate.
 */
/** The currencies' names, in the page's language. */
const CURRENCY_NAMES = domainTexts([
  ['Kyrgyz som', msg`Kyrgyz som`],
  ['Euro', msg`Euro`],
  ['Russian ruble', msg`Russian ruble`],
  ['Kazakh tenge', msg`Kazakh tenge`],
  ['US dollar', msg`US dollar`],
]);

export function CurrencyPicker() {
  const root = useRootCurrencies();
  const say = useDomainText(CURRENCY_NAMES);
  const { pathname, search } = useLocation();
  const display = root?.display;
  const storeCurrency = root?.currency;
  if (!root || !display || display.offered.length < 2) return null;
  return (
    <form method="post" action={DISPLAY_CURRENCY_PATH} className="mt-8 max-w-xs text-sm">
      <input type="hidden" name="returnTo" value={pathname + search} />
      <label htmlFor="display-currency" className="block text-xs font-semibold uppercase tracking-[0.25em]">
        <Trans>Show prices in</Trans>
      </label>
      <div className="mt-3 flex gap-2">
        <select
          id="display-currency"
          name="currency"
          defaultValue={display.code}
          aria-describedby="display-currency-note"
          className="h-10 min-w-0 flex-1 border border-neutral-500 bg-ink px-2 text-white"
        >
          {display.offered.map((code) => (
            <option key={code} value={code}>
              {code} · {say(DISPLAY_CURRENCIES[code] ?? code)}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="h-10 border border-white px-4 hover:bg-white hover:text-ink focus-visible:outline-white"
        >
          <Trans>Update</Trans>
        </button>
      </div>
      <p id="display-currency-note" className="mt-2 text-xs text-neutral-400">
        <Trans>Other currencies are approximate: you pay in {storeCurrency}.</Trans>
      </p>
    </form>
  );
}
