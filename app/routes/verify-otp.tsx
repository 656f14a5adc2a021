import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { Route } from './+types/verify-otp';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { ApiError, apiFetch, errorText } from '#app/lib/api.ts';
import { Link, useLocalNavigate } from '#app/lib/local-links.tsx';
import {
  AUTH_FALLBACKS,
  AuthPage,
  AuthSubmitButton,
  OTP_LENGTH,
  REQUEST_PARAM,
  safeRedirect,
  setAuth,
  textLink,
  useAuthForm,
  useAuthText,
  useCountdown,
  useFlashNotice,
  type VerifyOtpValues,
} from '#app/features/auth/index.ts';
import { EmailField, TextField } from '#app/components/ui/form-fields.tsx';
import { FormError, FormNotice } from '#app/components/ui/form-messages.tsx';
import type { AuthAnswer, MessageAnswer } from '#domain/api-answer-schemas.ts';
import { pageTitle } from '#app/features/i18n/index.ts';
import { STORE_NAME } from '#domain/store.ts';
import { notify } from '#app/features/toast/index.ts';

/** The server accepts one new code a minute. */
const RESEND_COOLDOWN_SECONDS = 60;
const FAILED = AUTH_FALLBACKS.verify;

export const meta: Route.MetaFunction = ({ location, matches }) => [
  { title: pageTitle(matches, location.pathname) },
  { name: 'robots', content: 'noindex' },
];

export default function VerifyOtp() {
  const [params] = useSearchParams();
  const emailParam = params.get('email')?.trim() ?? '';
  const requestId = params.get(REQUEST_PARAM)?.trim() ?? '';
  const target = safeRedirect(params.get('redirect'));
  return requestId ? (
    <VerifyOtpForm emailParam={emailParam} requestId={requestId} target={target} />
  ) : (
    <SignupRequestMissing emailParam={emailParam} target={target} />
  );
}

function PageFooter() {
  return (
    <Trans>
      Wrong address?{' '}
      <Link to="/register" className={textLink}>
        Register again
      </Link>{' '}
      or{' '}
      <Link to="/login" className={textLink}>
        Sign in
      </Link>
    </Trans>
  );
}

/**
 * A code page without its sign-up request (an old link, a bookmark): a code only counts on
 * the page of the request it was sent for, so signing in with the chosen password (which
 * finds that request and sends a fresh code) or registering again is the way on.
 */
function SignupRequestMissing({ emailParam, target }: { emailParam: string; target: string }) {
  const carry = target === '/' ? '' : `?${new URLSearchParams({ redirect: target })}`;
  const login = new URLSearchParams(emailParam ? { email: emailParam } : {});
  if (target !== '/') login.set('redirect', target);
  const loginQuery = login.toString() ? `?${login}` : '';
  const { t } = useLingui();
  return (
    <AuthPage
      title={t`Verify your email`}
      eyebrow={t`One more step`}
      lead={t`This page no longer knows your sign-up.`}
      footer={<PageFooter />}
    >
      <p className="text-sm text-muted">
        <Trans>Sign in with the email and password you chose and we will send you a new code, or register again.</Trans>
      </p>
      <div className="mt-6 grid gap-3">
        <ButtonLink to={`/login${loginQuery}`} size="lg" className="w-full">
          <Trans>Sign in to get a new code</Trans>
        </ButtonLink>
        <ButtonLink to={`/register${carry}`} variant="secondary" size="lg" className="w-full">
          <Trans>Register again</Trans>
        </ButtonLink>
      </div>
    </AuthPage>
  );
}

function VerifyOtpForm({ emailParam, requestId, target }: { emailParam: string; requestId: string; target: string }) {
  const { t } = useLingui();
  const say = useAuthText();
  const navigate = useLocalNavigate();
  const location = useLocation();
  const notice = useFlashNotice();

  // Arriving from register or login means a code was just sent: the first resend waits.
  const codeJustSent = (location.state as { codeSent?: boolean } | null)?.codeSent === true;
  const cooldown = useCountdown(codeJustSent ? RESEND_COOLDOWN_SECONDS : 0);
  const [resending, setResending] = useState(false);
  const [resendNotice, setResendNotice] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setSubmitError,
    setError,
    clearErrors,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
    hydrated,
  } = useAuthForm<VerifyOtpValues>('verifyOtp', { email: emailParam, otp: '' });

  const onSubmit = handleSubmit(async (values) => {
    setResendNotice(null);
    try {
      const { token, user } = await apiFetch<AuthAnswer>('/auth/verify-otp', {
        method: 'POST',
        body: { ...values, requestId },
        defaultMessage: FAILED,
      });
      setAuth(token, user);
      const storeName = STORE_NAME;
      const name = user.name || t`User`;
      notify.success(t`Welcome to ${storeName}, ${name}!`);
      await navigate(target, { replace: true });
    } catch (error) {
      setSubmitError(error, FAILED);
    }
  });

  async function resend() {
    clearErrors('root');
    setResendNotice(null);
    if (!emailParam && !(await trigger('email'))) return;
    setResending(true);
    try {
      const { message } = await apiFetch<MessageAnswer>('/auth/resend-otp', {
        method: 'POST',
        body: { email: getValues('email'), requestId },
        defaultMessage: AUTH_FALLBACKS.resend,
      });
      setResendNotice(message);
      cooldown.start(RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      setError('root.server', { message: errorText(error, AUTH_FALLBACKS.resend) });
      if (error instanceof ApiError && error.status === 429)
        cooldown.start(error.retryAfterSeconds ?? RESEND_COOLDOWN_SECONDS);
    } finally {
      setResending(false);
    }
  }

  const otpField = register('otp');
  const digits = OTP_LENGTH;
  const seconds = cooldown.remaining;

  return (
    <AuthPage
      title={t`Verify your email`}
      eyebrow={t`One more step`}
      lead={
        emailParam ? (
          <Trans>
            Enter the {digits}-digit code we sent to{' '}
            <strong className="break-all font-medium text-ink">{emailParam}</strong>.
          </Trans>
        ) : (
          t`Enter your email and the ${digits}-digit code we sent you.`
        )
      }
      footer={<PageFooter />}
    >
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-6">
        <FormNotice message={say(resendNotice ?? notice)} />
        <FormError message={say(errors.root?.server?.message)} />
        {emailParam ? null : <EmailField label={t`Email`} error={say(errors.email?.message)} {...register('email')} />}
        <TextField
          label={t`Verification code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          hint={t`${digits} digits, from the email we sent you.`}
          className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
          error={say(errors.otp?.message)}
          {...otpField}
          onChange={(event) => {
            // Pasted codes often carry spaces or dashes: keep the digits only.
            event.target.value = event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH);
            return otpField.onChange(event);
          }}
        />
        <AuthSubmitButton hydrated={hydrated} submitting={isSubmitting} busy={t`Verifying...`}>
          {t`Verify`}
        </AuthSubmitButton>
      </form>

      <div className="mt-6 flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-muted">
        <span>
          <Trans>Didn&apos;t get the code?</Trans>
        </span>
        <button
          type="button"
          onClick={resend}
          disabled={!hydrated || resending || cooldown.remaining > 0}
          className={cx(
            'font-medium text-ink underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2',
            'disabled:cursor-not-allowed disabled:text-muted disabled:no-underline',
          )}
        >
          {resending ? t`Sending...` : seconds > 0 ? t`Resend code in ${seconds}s` : t`Resend code`}
        </button>
      </div>
    </AuthPage>
  );
}
