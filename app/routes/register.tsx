import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import type { SignupAnswer } from '#domain/api-answer-schemas.ts';
import type { Route } from './+types/register';
import { apiFetch } from '#app/lib/api.ts';
import { Link, useLanguage, useLocalNavigate } from '#app/lib/local-links.tsx';
import {
  AUTH_FALLBACKS,
  AuthPage,
  AuthSubmitButton,
  flash,
  NewPasswordField,
  redirectSearch,
  type RegisterValues,
  safeRedirect,
  textLink,
  useAuthForm,
  useAuthText,
  verifyOtpPath,
} from '#app/features/auth/index.ts';
import { EmailField, TextField } from '#app/components/ui/form-fields.tsx';
import { FormError } from '#app/components/ui/form-messages.tsx';
import { redirectSignedIn } from '#app/features/auth/index.server.ts';
import { noindexMeta } from '#app/features/seo/index.ts';

/** One visitor's page: kept out of search results. */
export const meta: Route.MetaFunction = ({ matches }) => noindexMeta(matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectSignedIn(request, context);
  return null;
}

export default function Register() {
  const { t } = useLingui();
  const say = useAuthText();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const carry = redirectSearch(target);
  const navigate = useLocalNavigate();
  const language = useLanguage();
  const {
    register,
    handleSubmit,
    setSubmitError,
    formState: { errors, isSubmitting },
    hydrated,
  } = useAuthForm<RegisterValues>('register', { name: '', email: '', password: '' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await apiFetch<SignupAnswer>('/auth/register', {
        method: 'POST',
        // The code is e-mailed in the page's language.
        body: { ...values, language },
        defaultMessage: AUTH_FALLBACKS.register,
      });
      await navigate(verifyOtpPath(result.email, result.requestId, target), {
        state: { ...flash(result.message), codeSent: true },
      });
    } catch (error) {
      setSubmitError(error, AUTH_FALLBACKS.register);
    }
  });

  return (
    <AuthPage
      title={t`Register`}
      eyebrow={t`New here?`}
      lead={t`Create an account to write reviews and check out faster. We will e-mail you a code to confirm your address.`}
      footer={
        <Trans>
          Already have an account?{' '}
          <Link to={`/login${carry ? `?${carry}` : ''}`} className={textLink}>
            Sign in
          </Link>
        </Trans>
      }
    >
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-6">
        <FormError message={say(errors.root?.server?.message)} />
        <TextField label={t`Name`} autoComplete="name" error={say(errors.name?.message)} {...register('name')} />
        <EmailField label={t`Email`} error={say(errors.email?.message)} {...register('email')} />
        <NewPasswordField label={t`Password`} error={say(errors.password?.message)} {...register('password')} />
        <AuthSubmitButton hydrated={hydrated} submitting={isSubmitting} busy={t`Creating account...`}>
          {t`Create account`}
        </AuthSubmitButton>
      </form>
    </AuthPage>
  );
}
