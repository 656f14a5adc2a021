/** Accounts (decision 0045): sign-in and sessions, sign-up requests, password resets, and the users themselves. */
export { AUTH_MESSAGES, createAuthService, RESET_LINK_TTL_MINUTES, toAuthUser, type AuthService } from './auth';
export {
  MAX_PENDING_SIGNUPS_PER_EMAIL,
  OTP_MAX_FAILED_ATTEMPTS,
  OTP_RESEND_INTERVAL_SECONDS,
  OTP_TTL_MINUTES,
  SIGNUP_REQUEST_TTL_MINUTES,
  tooManyAttemptsMessage,
} from './signup-requests';
export {
  createUserService,
  ensureAdmin,
  findUserByEmail,
  normalizeEmail,
  upsertUser,
  type Role,
  type UserService,
} from './users';
