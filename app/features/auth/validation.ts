/**
 * The account forms' validation: the API's own schemas (domain/auth), loaded lazily
 * (app/lib/lazy-validation).
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { lazySchemas, lazyResolver, usePreload } from '../../lib/lazy-validation';
import type { emailOnlySchema, loginSchema, registerSchema, resetPasswordSchema, verifyOtpSchema } from '../../../domain/auth';

export type LoginValues = z.input<typeof loginSchema>;
export type RegisterValues = z.input<typeof registerSchema>;
export type VerifyOtpValues = z.input<typeof verifyOtpSchema>;
export type EmailOnlyValues = z.input<typeof emailOnlySchema>;
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

// From the zod-free module: a value import from domain/auth would bring zod into the first load.
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, OTP_LENGTH } from '../../../domain/auth-limits';

export type FormName = keyof Awaited<ReturnType<typeof loadSchemas>>['resolvers'];

const loadSchemas = lazySchemas(() => import('./schemas'));

/** A resolver that validates with the named schema once its chunk is here. */
export function schemaResolver<T extends FieldValues>(name: FormName): Resolver<T> {
  return lazyResolver<T>(async () => (await loadSchemas()).resolvers[name] as unknown as Resolver<T>);
}

/** Starts loading the schemas as soon as a form is on screen. */
export function usePreloadValidation(): void {
  usePreload(loadSchemas);
}
