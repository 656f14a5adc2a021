/**
 * What every account form shares: validation by the API's own schema (loaded lazily), the
 * submit button that waits for the page's script (a native submit would post the password
 * to the page) and says what is happening, and the new-password field with its rule.
 */
import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { PasswordField } from '#app/components/ui/password-field.tsx';
import { useForm, type FormValues } from '#app/lib/use-form.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { MIN_PASSWORD_LENGTH, authValidator, usePreloadValidation, type FormName } from './validation';

/** The form (app/lib/use-form) checked by the named schema, and whether the page can submit yet. */
export function useAuthForm<T extends FormValues<T>>(name: FormName, defaultValues: T) {
  usePreloadValidation();
  const hydrated = useHydrated();
  const form = useForm<T>({ validate: authValidator<T>(name), defaultValues });
  return { ...form, hydrated };
}

export function AuthSubmitButton({
  hydrated,
  submitting,
  busy,
  children,
}: {
  hydrated: boolean;
  submitting: boolean;
  busy: string;
  children: string;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={!hydrated || submitting}>
      {submitting ? busy : children}
    </Button>
  );
}

type ShopperPasswordProps = Omit<ComponentProps<typeof PasswordField>, 'reveal'>;

/** A password field whose show/hide toggle is named in the page's language. */
export function ShopperPasswordField(props: ShopperPasswordProps) {
  const { t } = useLingui();
  return <PasswordField reveal={{ show: t`Show password`, hide: t`Hide password` }} {...props} />;
}

/** A password being chosen (sign-up, reset): the browser may suggest one; the length rule is shown. */
export function NewPasswordField(props: Omit<ShopperPasswordProps, 'autoComplete' | 'hint'>) {
  const { t } = useLingui();
  const minLength = MIN_PASSWORD_LENGTH;
  return <ShopperPasswordField autoComplete="new-password" hint={t`At least ${minLength} characters.`} {...props} />;
}
