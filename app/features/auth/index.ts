/** The auth feature's public API: other features and the routes import only this. */
export { AuthPage, textLink } from './auth-page';
export { AuthSubmitButton, NewPasswordField, ShopperPasswordField, useAuthForm } from './auth-form';
export { clearAuth, displayName, getStoredUser, setAuth } from './auth-storage';
export { flash, useFlashNotice } from './flash';
export { Linkified } from './linkify';
export { loginUrlFor, redirectSearch, safeRedirect } from './redirect';
export { useAuth } from './use-auth';
export { useCountdown } from './use-countdown';
export { useLogout } from './use-logout';
export { UserMenu } from './user-menu';
export {
  MIN_PASSWORD_LENGTH,
  OTP_LENGTH,
  authValidator,
  usePreloadValidation,
  type EmailOnlyValues,
  type LoginValues,
  type RegisterValues,
  type ResetPasswordValues,
  type VerifyOtpValues,
} from './validation';
export { SIGNED_IN_MARK_SCRIPT } from './signed-in-mark';
export { REQUEST_PARAM, requestIdFrom, verifyOtpPath } from './verify-link';
export { AUTH_FALLBACKS, useAuthText } from './auth-texts';
