import { Link, useNavigate, useParams } from 'react-router';
import type { MessageAnswer } from '#domain/api-answer-schemas.ts';
import type { Route } from './+types/reset-password';
import { apiFetch } from '#app/lib/api.ts';
import {
  AuthPage,
  AuthSubmitButton,
  clearAuth,
  flash,
  NewPasswordField,
  type ResetPasswordValues,
  textLink,
  useAuthForm,
} from '#app/features/auth/index.ts';
import { FormError } from '#app/components/ui/form-messages.tsx';
import { pageTitleFromPath } from '#domain/page-title.ts';
import { STORE_NAME } from '#domain/store.ts';

const FAILED = 'Failed to reset your password. Please try again.';

// The link's secret stays out of the title (and so out of history menus and bookmarks).
export const meta: Route.MetaFunction = () => [
  { title: `${pageTitleFromPath('/reset-password')} | ${STORE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export default function ResetPassword() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setSubmitError,
    formState: { errors, isSubmitting },
    hydrated,
  } = useAuthForm<ResetPasswordValues>('resetPassword', { password: '' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await apiFetch<MessageAnswer>(`/auth/reset-password/${encodeURIComponent(id)}`, {
        method: 'POST',
        body: values,
        defaultMessage: FAILED,
      });
      // The reset signed the account out everywhere, this browser included.
      clearAuth();
      await navigate('/login', { replace: true, state: flash(message) });
    } catch (error) {
      setSubmitError(error, FAILED);
    }
  });

  const serverError = errors.root?.server?.message;

  return (
    <AuthPage
      title="Reset password"
      eyebrow="Password help"
      lead="Choose a new password for your account."
      footer={
        <>
          Link expired?{' '}
          <Link to="/forgot-password" className={textLink}>
            Request a new one
          </Link>
        </>
      }
    >
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-6">
        <FormError message={serverError} />
        <NewPasswordField label="New password" error={errors.password?.message} {...register('password')} />
        <AuthSubmitButton hydrated={hydrated} submitting={isSubmitting} busy="Resetting...">
          Reset password
        </AuthSubmitButton>
      </form>
    </AuthPage>
  );
}
