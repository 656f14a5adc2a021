/**
 * Checkout's saved addresses (decision 66): the picker and the offer to save a new address.
 * Their own chunk, asked for as checkout's first step hydrates for a signed-in shopper
 * (address-choice.tsx), so a guest's first load and the step's budget do not carry them.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { SavedAddress } from '#domain/api-answer-schemas.ts';
import { ADDRESS_PARTS, type AddressParts, sameAddress } from '#domain/saved-addresses.ts';
import { addressLines, countryNamesFromOptions } from './address-text';

type AddressField = (typeof ADDRESS_PARTS)[number];

/** The form's values of an address (no state is ''). */
function addressValues(address: SavedAddress): Record<AddressField, string> {
  return Object.fromEntries(ADDRESS_PARTS.map((part) => [part, address[part] ?? ''])) as Record<AddressField, string>;
}

/** What the picker needs of checkout's form: its address fields, read and written. */
export interface AddressForm {
  watch: (name: AddressField) => string | undefined;
  setValue: (name: AddressField, value: string, options?: { asChange?: boolean }) => void;
}

/** The form's address as it stands; watching makes the form re-render as it changes. */
function useFormAddress(form: AddressForm): AddressParts {
  return Object.fromEntries(ADDRESS_PARTS.map((part) => [part, form.watch(part) ?? ''])) as unknown as AddressParts;
}

/**
 * Checkout's saved addresses, one radio each and one for a new address. The choice is the
 * form itself: the saved address the fields hold is checked, and a field typed into makes
 * it a new address. Choosing fills every address field (they stay editable); "A new
 * address" empties them, keeping the country.
 */
export function SavedAddressPicker({
  addresses,
  countryOptionsHtml,
  form,
}: {
  addresses: readonly SavedAddress[];
  countryOptionsHtml: string;
  form: AddressForm;
}) {
  const current = useFormAddress(form);
  const chosen = addresses.find((saved) => sameAddress(saved, current));
  const countries = useMemo(() => countryNamesFromOptions(countryOptionsHtml), [countryOptionsHtml]);
  const fill = (values: Partial<Record<AddressField, string>>) => {
    for (const part of ADDRESS_PARTS) form.setValue(part, values[part] ?? '', { asChange: true });
  };
  const row =
    'flex cursor-pointer items-start gap-4 px-5 py-4 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2';
  return (
    <fieldset>
      <legend className="mb-3 text-xs font-medium uppercase tracking-[0.15em]">
        <Trans>Saved addresses</Trans>
      </legend>
      <div className="divide-y divide-line border border-line">
        {addresses.map((saved) => {
          const [who, where] = addressLines(saved, countries);
          return (
            <label key={saved._id} className={row}>
              <input
                type="radio"
                name="savedAddress"
                checked={chosen === saved}
                onChange={() => fill(addressValues(saved))}
                className="mt-0.5 size-4 shrink-0 accent-ink"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium">
                  {who}
                  {saved.isDefault ? (
                    <span className="ml-2 text-xs font-normal uppercase tracking-[0.1em] text-muted">
                      <Trans>Default</Trans>
                    </span>
                  ) : null}
                </span>
                <span className="block break-words text-muted">{where}</span>
              </span>
            </label>
          );
        })}
        <label className={row}>
          <input
            type="radio"
            name="savedAddress"
            checked={!chosen}
            onChange={() => fill({ country: current.country })}
            className="mt-0.5 size-4 shrink-0 accent-ink"
          />
          <span className="font-medium">
            <Trans>A new address</Trans>
          </span>
        </label>
      </div>
    </fieldset>
  );
}

/**
 * "Save this address to my account", for a signed-in shopper whose form holds an address
 * the account does not have (and has room for). Only remembered here: the address is saved
 * when the order is placed (decision 66).
 */
export function SaveAddressOption({
  addresses,
  limit,
  form,
}: {
  addresses: readonly SavedAddress[];
  limit: number;
  form: AddressForm;
}) {
  const { t } = useLingui();
  const current = useFormAddress(form);
  if (addresses.length >= limit || addresses.some((saved) => sameAddress(saved, current))) return null;
  return (
    <label className="flex cursor-pointer items-center gap-3 text-sm">
      <input type="checkbox" name="saveAddress" className="size-4 accent-ink" />
      {t`Save this address to my account`}
    </label>
  );
}
