import { useState } from 'react';
import { Link } from 'react-router';
import type { MessageAnswer } from '#domain/api-answer-schemas.ts';
import { apiFetch } from '#app/lib/api.ts';
import { AuthPage, AuthSubmitButton, type EmailOnlyValues, textLink, useAuthForm } from '#app/features/auth/index.ts';
import { EmailField } from '#app/components/ui/form-fields.tsx';
import { FormError, FormNotice } from '#app/components/ui/form-messages.tsx';

const FAILED = 'Failed to send the reset link. Please try again.';

export default function ForgotPassword() {
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
        body: values,
        defaultMessage: FAILED,
      });
      setSent(message);
    } catch (error) {
      setSubmitError(error, FAILED);
    }
  });

  return (
    <AuthPage
      title="Forgot password"
      eyebrow="Password help"
      lead="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className={textLink}>
            Sign in
          </Link>
        </>
      }
    >
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-6">
        <FormNotice
          message={
            sent ? (
              <>{sent} The link works once, for one hour. Check your spam folder if it does not arrive.</>
            ) : undefined
          }
        />
        <FormError message={errors.root?.server?.message} />
        <EmailField error={errors.email?.message} {...register('email')} />
        <AuthSubmitButton hydrated={hydrated} submitting={isSubmitting} busy="Sending...">
          {sent ? 'Send again' : 'Send reset link'}
        </AuthSubmitButton>
      </form>
    </AuthPage>
  );
}
