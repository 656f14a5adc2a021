import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocalNavigate } from '#app/lib/local-links.tsx';
import { useDomainText } from '#app/features/i18n/index.ts';
import { CHECKOUT_TEXTS } from './checkout-texts';
import { Button } from '#app/components/ui/button.tsx';
import { EmailField, SelectField, TextField } from '#app/components/ui/form-fields.tsx';
import type { AuthUser } from '#domain/api-answer-schemas.ts';
import { DEFAULT_COUNTRY, regionsOf } from '#domain/countries.ts';
import { type CheckoutData, readCheckoutDraft, saveCheckoutData } from './checkout-storage';
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
 * SPEC §5 Checkout information: contact and shipping address, every field required except
 * a state where the country has none. Saved as 'checkoutData', then on to shipping.
 */
export function InformationStep({
  user,
  countryOptionsHtml,
}: {
  user: AuthUser | null;
  /** The country select's options as HTML, from the route's loader. */
  countryOptionsHtml: string;
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
    defaultValues: initialInformation(readCheckoutDraft(), user),
    mode: 'onTouched',
  });
  const regions = regionsOf(watch('country'));
  const loginPath = `/login?redirect=${encodeURIComponent(STEP_PATHS.information)}`;

  const submit = handleSubmit((values) => {
    saveCheckoutData({ ...values, state: values.state ?? '' });
    void navigate(STEP_PATHS.shipping);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-10">
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
