/**
 * Form validation with the same zod schemas the API uses (domain/auth), so the browser and
 * the server give the same messages. The schemas load in their own chunk right after the
 * form mounts, which keeps the auth pages inside the storefront's first-load budget.
 */
import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { emailOnlySchema, loginSchema, registerSchema, resetPasswordSchema, verifyOtpSchema } from '../../../domain/auth';

export type LoginValues = z.input<typeof loginSchema>;
export type RegisterValues = z.input<typeof registerSchema>;
export type VerifyOtpValues = z.input<typeof verifyOtpSchema>;
export type EmailOnlyValues = z.input<typeof emailOnlySchema>;
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

// From the zod-free module: a value import from domain/auth would bring zod into the first load.
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, OTP_LENGTH } from '../../../domain/auth-limits';

type FormName = keyof Awaited<ReturnType<typeof loadSchemas>>['resolvers'];

let pending: ReturnType<typeof importSchemas> | null = null;
const importSchemas = () => import('./schemas');

function loadSchemas() {
  pending ??= importSchemas().catch((error: unknown) => {
    pending = null; // let a later attempt retry
    throw error;
  });
  return pending;
}

/** A resolver that validates with the named schema once its chunk is here. */
export function schemaResolver<T extends FieldValues>(name: FormName): Resolver<T> {
  return async (values, context, options) => {
    try {
      const { resolvers } = await loadSchemas();
      return (resolvers[name] as unknown as Resolver<T>)(values, context, options);
    } catch {
      // The chunk could not load (offline, a new deploy): the server validates the same way.
      return { values, errors: {} };
    }
  };
}

/** Starts loading the schemas as soon as a form is on screen. */
export function usePreloadValidation(): void {
  useEffect(() => {
    loadSchemas().catch(() => {});
  }, []);
}
