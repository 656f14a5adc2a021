import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SignupAnswer } from '#domain/api-answer-schemas.ts';
import type { Route } from './+types/register';
import { apiFetch } from '#app/lib/api.ts';
import {
  AuthPage,
  AuthSubmitButton,
  flash,
  NewPasswordField,
  redirectSearch,
  type RegisterValues,
  safeRedirect,
  textLink,
  useAuthForm,
  verifyOtpPath,
} from '#app/features/auth/index.ts';
import { EmailField, TextField } from '#app/components/ui/form-fields.tsx';
import { FormError } from '#app/components/ui/form-messages.tsx';
import { redirectSignedIn } from '#app/features/auth/index.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectSignedIn(request, context);
  return null;
}

const FAILED = 'Failed to create your account. Please try again.';

export default function Register() {
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const carry = redirectSearch(target);
  const navigate = useNavigate();
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
        body: values,
        defaultMessage: FAILED,
      });
      await navigate(verifyOtpPath(result.email, result.requestId, target), {
        state: { ...flash(result.message), codeSent: true },
      });
    } catch (error) {
      setSubmitError(error, FAILED);
    }
  });

  return (
    <AuthPage
      title="Register"
      eyebrow="New here?"
      lead="Create an account to write reviews and check out faster. We will e-mail you a code to confirm your address."
      footer={
        <>
          Already have an account?{' '}
          <Link to={`/login${carry ? `?${carry}` : ''}`} className={textLink}>
            Sign in
          </Link>
        </>
      }
    >
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-6">
        <FormError message={errors.root?.server?.message} />
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <EmailField error={errors.email?.message} {...register('email')} />
        <NewPasswordField label="Password" error={errors.password?.message} {...register('password')} />
        <AuthSubmitButton hydrated={hydrated} submitting={isSubmitting} busy="Creating account...">
          Create account
        </AuthSubmitButton>
      </form>
    </AuthPage>
  );
}
