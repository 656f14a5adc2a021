import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import type { AuthAnswer } from '#domain/api-answer-schemas.ts';
import type { Route } from './+types/login';
import { ApiError, apiFetch } from '#app/lib/api.ts';
import { Link, useLocalNavigate } from '#app/lib/local-links.tsx';
import {
  AUTH_FALLBACKS,
  AuthPage,
  AuthSubmitButton,
  flash,
  type LoginValues,
  redirectSearch,
  requestIdFrom,
  safeRedirect,
  setAuth,
  ShopperPasswordField,
  textLink,
  useAuthForm,
  useAuthText,
  useFlashNotice,
  verifyOtpPath,
} from '#app/features/auth/index.ts';
import { EmailField } from '#app/components/ui/form-fields.tsx';
import { FormError, FormNotice } from '#app/components/ui/form-messages.tsx';
import { redirectSignedIn } from '#app/features/auth/index.server.ts';
import { notify } from '#app/features/toast/index.ts';
import { noindexMeta } from '#app/features/seo/index.ts';

/** One visitor's page: kept out of search results. */
export const meta: Route.MetaFunction = ({ matches }) => noindexMeta(matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectSignedIn(request, context);
  return null;
}

export default function Login() {
  const { t } = useLingui();
  const say = useAuthText();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const carry = redirectSearch(target);
  // The return path may carry a language already; the local navigate moves it to this page's.
  const navigate = useLocalNavigate();
  const notice = useFlashNotice();
  const {
    register,
    handleSubmit,
    setSubmitError,
    formState: { errors, isSubmitting },
    hydrated,
  } = useAuthForm<LoginValues>('login', { email: params.get('email') ?? '', password: '' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { token, user } = await apiFetch<AuthAnswer>('/auth/login', {
        method: 'POST',
        body: values,
        defaultMessage: AUTH_FALLBACKS.signIn,
      });
      setAuth(token, user);
      const name = user.name || t`User`;
      notify.success(t`Welcome back, ${name}!`);
      await navigate(target, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        // Not verified yet: the server has e-mailed a fresh code.
        const path = verifyOtpPath(String(values.email).trim(), requestIdFrom(error.body), target);
        await navigate(path, { state: { ...flash(error.message), codeSent: true } });
        return;
      }
      setSubmitError(error, AUTH_FALLBACKS.signIn);
    }
  });

  return (
    <AuthPage
      title={t`Login`}
      eyebrow={t`Welcome back`}
      lead={t`Sign in to your account.`}
      footer={
        <Trans>
          New to the store?{' '}
          <Link to={`/register${carry ? `?${carry}` : ''}`} className={textLink}>
            Create an account
          </Link>
        </Trans>
      }
    >
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-6">
        <FormNotice message={say(notice)} />
        <FormError message={say(errors.root?.server?.message)} />
        <EmailField label={t`Email`} error={say(errors.email?.message)} {...register('email')} />
        <ShopperPasswordField
          label={t`Password`}
          autoComplete="current-password"
          error={say(errors.password?.message)}
          labelAside={
            <Link to="/forgot-password" className="text-xs text-muted underline underline-offset-4 hover:text-ink">
              <Trans>Forgot password?</Trans>
            </Link>
          }
          {...register('password')}
        />
        <AuthSubmitButton hydrated={hydrated} submitting={isSubmitting} busy={t`Signing in...`}>
          {t`Sign in`}
        </AuthSubmitButton>
      </form>
    </AuthPage>
  );
}
