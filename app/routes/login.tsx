import { Link, useNavigate, useSearchParams } from 'react-router';
import type { AuthAnswer } from '#domain/api-answer-schemas.ts';
import type { Route } from './+types/login';
import { ApiError, apiFetch } from '#app/lib/api.ts';
import {
  AuthPage,
  AuthSubmitButton,
  flash,
  type LoginValues,
  redirectSearch,
  requestIdFrom,
  safeRedirect,
  setAuth,
  textLink,
  useAuthForm,
  useFlashNotice,
  verifyOtpPath,
} from '#app/features/auth/index.ts';
import { EmailField } from '#app/components/ui/form-fields.tsx';
import { FormError, FormNotice } from '#app/components/ui/form-messages.tsx';
import { PasswordField } from '#app/components/ui/password-field.tsx';
import { redirectSignedIn } from '#app/features/auth/index.server.ts';
import { notify } from '#app/features/toast/index.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectSignedIn(request, context);
  return null;
}

export default function Login() {
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const carry = redirectSearch(target);
  const navigate = useNavigate();
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
        defaultMessage: 'Failed to sign in. Please try again.',
      });
      setAuth(token, user);
      notify.success(`Welcome back, ${user.name || 'User'}!`);
      await navigate(target, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        // Not verified yet: the server has e-mailed a fresh code.
        const path = verifyOtpPath(String(values.email).trim(), requestIdFrom(error.body), target);
        await navigate(path, { state: { ...flash(error.message), codeSent: true } });
        return;
      }
      setSubmitError(error, 'Failed to sign in. Please try again.');
    }
  });

  return (
    <AuthPage
      title="Login"
      eyebrow="Welcome back"
      lead="Sign in to your account."
      footer={
        <>
          New to the store?{' '}
          <Link to={`/register${carry ? `?${carry}` : ''}`} className={textLink}>
            Create an account
          </Link>
        </>
      }
    >
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-6">
        <FormNotice message={notice} />
        <FormError message={errors.root?.server?.message} />
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          labelAside={
            <Link to="/forgot-password" className="text-xs text-muted underline underline-offset-4 hover:text-ink">
              Forgot password?
            </Link>
          }
          {...register('password')}
        />
        <AuthSubmitButton hydrated={hydrated} submitting={isSubmitting} busy="Signing in...">
          Sign in
        </AuthSubmitButton>
      </form>
    </AuthPage>
  );
}
