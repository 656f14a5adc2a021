/**
 * The account forms' validation: the API's own schemas (domain/auth), loaded lazily
 * (app/lib/lazy-validation).
 */
import type { z } from 'zod';
import { lazySchemas, lazyValidator, usePreload } from '#app/lib/lazy-validation.ts';
import type { Validation, Validator } from '#app/lib/use-form.ts';
import type {
  emailOnlySchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyOtpSchema,
} from '#domain/auth.ts';

export type LoginValues = z.input<typeof loginSchema>;
export type RegisterValues = z.input<typeof registerSchema>;
export type VerifyOtpValues = z.input<typeof verifyOtpSchema>;
export type EmailOnlyValues = z.input<typeof emailOnlySchema>;
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

// From the zod-free module: a value import from domain/auth would bring zod into the first load.
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, OTP_LENGTH } from '#domain/auth-limits.ts';

export type FormName = keyof Awaited<ReturnType<typeof loadSchemas>>['validators'];

const loadSchemas = lazySchemas(() => import('./schemas'));

/** A validator that checks with the named schema once its chunk is here. */
export function authValidator<T>(name: FormName): Validator<T> {
  return lazyValidator<T>(
    async () => (await loadSchemas()).validators[name] as unknown as (values: T) => Validation<T>,
  );
}

/** Starts loading the schemas as soon as a form is on screen. */
export function usePreloadValidation(): void {
  usePreload(loadSchemas);
}
