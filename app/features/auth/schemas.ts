/**
 * The shared account schemas (domain/auth) as form validators. Loaded on demand by
 * validation.ts: zod is the largest part of these forms and is not needed to paint them.
 */
import { emailOnlySchema, loginSchema, registerSchema, resetPasswordSchema, verifyOtpSchema } from '#domain/auth.ts';
import { schemaValidator } from '#app/lib/schema-validator.ts';

export const validators = {
  login: schemaValidator(loginSchema),
  register: schemaValidator(registerSchema),
  verifyOtp: schemaValidator(verifyOtpSchema),
  emailOnly: schemaValidator(emailOnlySchema),
  resetPassword: schemaValidator(resetPasswordSchema),
};
