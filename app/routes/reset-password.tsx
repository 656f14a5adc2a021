import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import type { MessageAnswer } from '#domain/api-answer-schemas.ts';
import type { Route } from './+types/reset-password';
import { apiFetch } from '#app/lib/api.ts';
import { Link, useLocalNavigate } from '#app/lib/local-links.tsx';
import {
  AUTH_FALLBACKS,
  AuthPage,
  AuthSubmitButton,
  clearAuth,
  flash,
  NewPasswordField,
  type ResetPasswordValues,
  textLink,
  useAuthForm,
  useAuthText,
} from '#app/features/auth/index.ts';
import { FormError } from '#app/components/ui/form-messages.tsx';
import { pageTitle } from '#app/features/i18n/index.ts';

const FAILED = AUTH_FALLBACKS.reset;

// The link's secret stays out of the title (and so out of history menus and bookmarks).
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, '/reset-password') },
  { name: 'robots', content: 'noindex' },
];

export default function ResetPassword() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  const say = useAuthText();
  const navigate = useLocalNavigate();
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
      title={t`Reset password`}
      eyebrow={t`Password help`}
      lead={t`Choose a new password for your account.`}
      footer={
        <Trans>
          Link expired?{' '}
          <Link to="/forgot-password" className={textLink}>
            Request a new one
          </Link>
        </Trans>
      }
    >
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-6">
        <FormError message={say(serverError)} />
        <NewPasswordField label={t`New password`} error={say(errors.password?.message)} {...register('password')} />
        <AuthSubmitButton hydrated={hydrated} submitting={isSubmitting} busy={t`Resetting...`}>
          {t`Reset password`}
        </AuthSubmitButton>
      </form>
    </AuthPage>
  );
}
