/**
 * The account's address editor (decision 66): one address's fields, the checks of
 * checkout's shipping address (the same schema, loaded at the first use), shown in place
 * of the address edited or below the list for a new one. Its own chunk, loaded when the
 * shopper reaches for an address button, so the account page's first load does not carry
 * it. Opening it focuses its first field; Escape or Cancel closes it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { SelectField, TextField } from '#app/components/ui/form-fields.tsx';
import { FormError } from '#app/components/ui/form-messages.tsx';
import { translateDomainText, useDomainText } from '#app/features/i18n/index.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { lazySchemas, lazyValidator, usePreload } from '#app/lib/lazy-validation.ts';
import { useForm } from '#app/lib/use-form.ts';
import type { SavedAddress, SavedAddressesAnswer } from '#domain/api-answer-schemas.ts';
import { DEFAULT_COUNTRY, regionsOf } from '#domain/countries.ts';
import { addAddress, type AddressValues, editorValues, updateAddress } from './address-calls';
import { SAVED_ADDRESS_TEXTS } from './saved-address-texts';

const loadSchemas = lazySchemas(() => import('./address-schemas'));
const validate = lazyValidator<AddressValues>(async () => (await loadSchemas()).addressValidator);

export { makeDefaultAddress, removeAddress } from './address-calls';

/** A refusal of the API's in the page's language, for the list's own buttons. */
export const sayAddressText = (i18n: Parameters<typeof translateDomainText>[0], english: string) =>
  translateDomainText(i18n, SAVED_ADDRESS_TEXTS, [], english);

export default function AddressEditor({
  address,
  countryOptionsHtml,
  onSaved,
  onCancel,
}: {
  /** The address edited; null for a new one. */
  address: SavedAddress | null;
  countryOptionsHtml: string;
  onSaved: (book: SavedAddressesAnswer) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const say = useDomainText(SAVED_ADDRESS_TEXTS);
  const error = (message: string | undefined) => (message ? say(message) : undefined);
  const headingId = useId();
  const first = useRef<HTMLInputElement | null>(null);
  usePreload(loadSchemas);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setSubmitError,
    formState: { errors, isSubmitting },
  } = useForm<AddressValues>({
    validate,
    defaultValues: editorValues(address, DEFAULT_COUNTRY),
    mode: 'onTouched',
  });
  const regions = regionsOf(watch('country'));
  const firstName = register('firstName');

  useEffect(() => first.current?.focus(), []);

  const submit = handleSubmit(async (values) => {
    try {
      onSaved(await (address ? updateAddress(address._id, values) : addAddress(values)));
    } catch (failure) {
      // Not answered (offline): our own words, not the client's English default.
      const answeredFailure = failure instanceof ApiError && failure.status > 0;
      setSubmitError(answeredFailure ? failure : null, t`Could not save the address. Please try again.`);
    }
  });
  const serverError = errors.root?.server?.message;

  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
      noValidate
      aria-labelledby={headingId}
      className="space-y-5 border border-ink p-5 sm:p-6"
    >
      <h3 id={headingId} className="text-sm font-semibold uppercase tracking-[0.15em]">
        {address ? <Trans>Edit address</Trans> : <Trans>New address</Trans>}
      </h3>
      <FormError message={serverError ? say(serverError) : undefined} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t`First name`}
          autoComplete="given-name"
          error={error(errors.firstName?.message)}
          {...firstName}
          ref={(element) => {
            first.current = element;
            return firstName.ref(element);
          }}
        />
        <TextField
          label={t`Last name`}
          autoComplete="family-name"
          error={error(errors.lastName?.message)}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={t`Phone`}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={t`For the courier, if they need to reach you.`}
        error={error(errors.phone?.message)}
        {...register('phone')}
      />
      <SelectField
        label={t`Country`}
        autoComplete="country"
        error={error(errors.country?.message)}
        {...register('country', { onChange: () => setValue('state', '') })}
        dangerouslySetInnerHTML={{ __html: countryOptionsHtml }}
      />
      <TextField
        label={t`Address`}
        autoComplete="street-address"
        hint={t`Street, house and apartment.`}
        error={error(errors.address?.message)}
        {...register('address')}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          label={t`City`}
          autoComplete="address-level2"
          error={error(errors.city?.message)}
          {...register('city')}
        />
        {regions ? (
          <SelectField
            label={say(regions.label)}
            autoComplete="address-level1"
            error={error(errors.state?.message)}
            {...register('state')}
          >
            <option value="">{t`Choose…`}</option>
            {regions.options.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField
            label={t`State / region (optional)`}
            autoComplete="address-level1"
            error={error(errors.state?.message)}
            {...register('state')}
          />
        )}
        <TextField
          label={t`Postal code`}
          autoComplete="postal-code"
          error={error(errors.postalCode?.message)}
          {...register('postalCode')}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Saving…</Trans> : <Trans>Save address</Trans>}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
