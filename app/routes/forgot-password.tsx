import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { MessageAnswer } from '#domain/api-answer-schemas.ts';
import { apiFetch } from '#app/lib/api.ts';
import { Link, useLanguage } from '#app/lib/local-links.tsx';
import {
  AUTH_FALLBACKS,
  AuthPage,
  AuthSubmitButton,
  type EmailOnlyValues,
  textLink,
  useAuthForm,
  useAuthText,
} from '#app/features/auth/index.ts';
import { EmailField } from '#app/components/ui/form-fields.tsx';
import { FormError, FormNotice } from '#app/components/ui/form-messages.tsx';
import type { Route } from './+types/forgot-password';
import { noindexMeta } from '#app/features/seo/index.ts';

/** One visitor's page: kept out of search results. */
export const meta: Route.MetaFunction = ({ matches }) => noindexMeta(matches);

export default function ForgotPassword() {
  const { t } = useLingui();
  const say = useAuthText();
  const language = useLanguage();
  // The server answers the same for every address, so no one can learn who has an account.
  const [sent, setSent] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setSubmitError,
    formState: { errors, isSubmitting },
    hydrated,
  } = useAuthForm<EmailOnlyValues>('emailOnly', { email: '' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await apiFetch<MessageAnswer>('/auth/forgot-password', {
        method: 'POST',
        // The link and its e-mail are in the page's language.
        body: { ...values, language },
        defaultMessage: AUTH_FALLBACKS.forgot,
      });
      setSent(message);
    } catch (error) {
      setSubmitError(error, AUTH_FALLBACKS.forgot);
    }
  });

  const sentText = sent ? say(sent) : undefined;
  return (
    <AuthPage
      title={t`Forgot password`}
      eyebrow={t`Password help`}
      lead={t`Enter the email of your account and we will send you a link to choose a new password.`}
      footer={
        <Trans>
          Remembered it?{' '}
          <Link to="/login" className={textLink}>
            Sign in
          </Link>
        </Trans>
      }
    >
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-6">
        <FormNotice
          message={
            sentText ? (
              <>
                {sentText}{' '}
                <Trans>The link works once, for one hour. Check your spam folder if it does not arrive.</Trans>
              </>
            ) : undefined
          }
        />
        <FormError message={say(errors.root?.server?.message)} />
        <EmailField label={t`Email`} error={say(errors.email?.message)} {...register('email')} />
        <AuthSubmitButton hydrated={hydrated} submitting={isSubmitting} busy={t`Sending...`}>
          {sent ? t`Send again` : t`Send reset link`}
        </AuthSubmitButton>
      </form>
    </AuthPage>
  );
}
