/**
 * The shared account schemas (domain/auth) as react-hook-form resolvers. Loaded on demand
 * by validation.ts: zod is the largest part of these forms and is not needed to paint them.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlySchema, loginSchema, registerSchema, resetPasswordSchema, verifyOtpSchema } from '../../../domain/auth';

export const resolvers = {
  login: zodResolver(loginSchema),
  register: zodResolver(registerSchema),
  verifyOtp: zodResolver(verifyOtpSchema),
  emailOnly: zodResolver(emailOnlySchema),
  resetPassword: zodResolver(resetPasswordSchema),
};
