import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Link, useLanguage, useLocalNavigate } from '#app/lib/local-links.tsx';
import { useDomainText } from '#app/features/i18n/index.ts';
import { CHECKOUT_TEXTS } from './checkout-texts';
import { Button } from '#app/components/ui/button.tsx';
import { EmailField, SelectField, TextField } from '#app/components/ui/form-fields.tsx';
import type { AuthUser, SavedAddressesAnswer } from '#domain/api-answer-schemas.ts';
import { SaveAddressOption, SavedAddressPicker } from '#app/features/addresses/index.ts';
import { DEFAULT_COUNTRY, regionsOf } from '#domain/countries.ts';
import {
  type CheckoutData,
  type CountryLabel,
  readCheckoutDraft,
  rememberSaveAddress,
  saveCheckoutData,
} from './checkout-storage';
import { informationValidator, loadCheckoutSchemas } from './checkout-validation';
import { usePreload } from '#app/lib/lazy-validation.ts';
import { useForm } from '#app/lib/use-form.ts';
import { STEP_PATHS } from './use-checkout-guard';

const EMPTY: CheckoutData = {
  email: '',
  phone: '',
  firstName: '',
  lastName: '',
  country: DEFAULT_COUNTRY,
  state: '',
  address: '',
  city: '',
  postalCode: '',
};

/** What the form starts with: what was saved, else the signed-in shopper's e-mail and name. */
export function initialInformation(
  saved: CheckoutData | null,
  user: Pick<AuthUser, 'email' | 'name'> | null,
): CheckoutData {
  if (saved) return { ...EMPTY, ...saved, country: saved.country || DEFAULT_COUNTRY };
  if (!user) return EMPTY;
  const [firstName = '', ...rest] = (user.name ?? '').trim().split(/\s+/);
  return { ...EMPTY, email: user.email, firstName, lastName: rest.join(' ') };
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-5">
      <legend className="mb-5 text-sm font-semibold uppercase tracking-[0.2em]">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * What the form starts with: a signed-in shopper's default address filled in when the kept
 * draft has no address yet; else the draft, which the picker shows as the saved address it
 * is, or as a new one (decision 66).
 */
function startingValues(user: AuthUser | null, book: SavedAddressesAnswer | null): CheckoutData {
  const draft = readCheckoutDraft();
  const values = initialInformation(draft, user);
  const saved = draft?.address ? null : book?.addresses[0];
  if (!saved) return values;
  const { phone, firstName, lastName, country, state, address, city, postalCode } = saved;
  return { ...values, phone, firstName, lastName, country, state: state ?? '', address, city, postalCode };
}

/**
 * SPEC §5 Checkout information: contact and shipping address, every field required except
 * a state where the country has none. Saved as 'checkoutData', then on to shipping. A
 * signed-in shopper may pick one of their saved addresses and save a new one.
 */
export function InformationStep({
  user,
  countryOptionsHtml,
  savedAddresses = null,
}: {
  user: AuthUser | null;
  /** The country select's options as HTML, from the route's loader. */
  countryOptionsHtml: string;
  /** The signed-in shopper's saved addresses, from the route's loader (null for a guest). */
  savedAddresses?: SavedAddressesAnswer | null;
}) {
  const { t } = useLingui();
  const say = useDomainText(CHECKOUT_TEXTS);
  const error = (message: string | undefined) => (message ? say(message) : undefined);
  const navigate = useLocalNavigate();
  usePreload(loadCheckoutSchemas);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutData>({
    validate: informationValidator,
    defaultValues: startingValues(user, savedAddresses),
    mode: 'onTouched',
  });
  const book = user ? savedAddresses : null;
  const addressForm = { watch, setValue };
  const regions = regionsOf(watch('country'));
  const loginPath = `/login?redirect=${encodeURIComponent(STEP_PATHS.information)}`;

  const language = useLanguage();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const fields = event.currentTarget.elements;
    // The chosen country as this page's select names it (the server wrote its options in the page's language).
    const select = fields.namedItem('country');
    const name = select instanceof HTMLSelectElement ? select.selectedOptions[0]?.text.trim() : undefined;
    const countryLabel: CountryLabel | undefined = name ? { language, name } : undefined;
    // "Save this address to my account", as ticked when the form is sent (decision 66).
    const box = fields.namedItem('saveAddress');
    const saveAddress = box instanceof HTMLInputElement && box.checked;
    return handleSubmit((values) => {
      saveCheckoutData({ ...values, state: values.state ?? '' }, countryLabel);
      rememberSaveAddress(saveAddress);
      void navigate(STEP_PATHS.shipping);
    })(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-10">
      <Section title={t`Contact`}>
        {!user ? (
          <p className="-mt-2 text-sm text-muted">
            <Trans>
              Have an account?{' '}
              <Link to={loginPath} className="text-ink underline underline-offset-4">
                Log in
              </Link>{' '}
              — or check out as a guest.
            </Trans>
          </p>
        ) : null}
        <EmailField label={t`Email`} error={error(errors.email?.message)} {...register('email')} />
        <TextField
          label={t`Phone`}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={t`For the courier, if they need to reach you.`}
          error={error(errors.phone?.message)}
          {...register('phone')}
        />
      </Section>

      <Section title={t`Shipping address`}>
        {book && book.addresses.length > 0 ? (
          <SavedAddressPicker addresses={book.addresses} countryOptionsHtml={countryOptionsHtml} form={addressForm} />
        ) : null}
        <SelectField
          label={t`Country`}
          autoComplete="country"
          error={error(errors.country?.message)}
          {...register('country', { onChange: () => setValue('state', '') })}
          dangerouslySetInnerHTML={{ __html: countryOptionsHtml }}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t`First name`}
            autoComplete="given-name"
            error={error(errors.firstName?.message)}
            {...register('firstName')}
          />
          <TextField
            label={t`Last name`}
            autoComplete="family-name"
            error={error(errors.lastName?.message)}
            {...register('lastName')}
          />
        </div>
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
        {book ? <SaveAddressOption addresses={book.addresses} limit={book.limit} form={addressForm} /> : null}
      </Section>

      <div className="flex flex-col-reverse items-stretch gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        <Link to="/cart" className="text-center text-sm underline-offset-4 hover:underline">
          ‹ <Trans>Return to cart</Trans>
        </Link>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          <Trans>Continue to shipping</Trans>
        </Button>
      </div>
    </form>
  );
}
