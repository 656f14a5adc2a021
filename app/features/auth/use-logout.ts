import { useLingui } from '#app/lib/i18n-runtime.tsx';
import { useCallback, useState } from 'react';
import { useLocalNavigate } from '#app/lib/local-links.tsx';
import { ApiError, apiFetch } from '#app/lib/api.ts';
import { clearAuth, getStoredUser } from './auth-storage';
import { notify } from '#app/features/toast/index.ts';
import { AUTH_TEXTS } from './auth-texts';

export const LOGOUT_MESSAGES = {
  success: 'Logged out successfully',
  noEmail: 'No user email found for logout',
  failed: 'Failed to log out',
} as const;

/**
 * Logout as SPEC §2/§5/§7/§8 describe it: needs the stored user's e-mail, calls
 * POST /api/auth/logout with the Bearer token, then clears the stored state and goes to
 * /login. A 401 means the session is already gone, which ends the same way.
 */
export function useLogout(fallbackEmail?: string) {
  const navigate = useLocalNavigate();
  const { i18n } = useLingui();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const logout = useCallback(
    async (onLoggedOut?: () => void): Promise<boolean> => {
      // Said in the page's language (the API's refusals come in English).
      const say = (english: string) => {
        const message = AUTH_TEXTS.get(english);
        return message ? i18n._(message) : english;
      };
      setError(null);
      const email = getStoredUser()?.email || fallbackEmail;
      if (!email) {
        setError(say(LOGOUT_MESSAGES.noEmail));
        return false;
      }
      setPending(true);
      try {
        await apiFetch('/auth/logout', { method: 'POST', body: { email }, defaultMessage: LOGOUT_MESSAGES.failed });
      } catch (failure) {
        if (!(failure instanceof ApiError && failure.status === 401)) {
          setError(say(failure instanceof ApiError ? failure.message : LOGOUT_MESSAGES.failed));
          setPending(false);
          return false;
        }
      }
      clearAuth();
      onLoggedOut?.();
      setPending(false);
      notify.success(say(LOGOUT_MESSAGES.success));
      await navigate('/login');
      return true;
    },
    [fallbackEmail, navigate, i18n],
  );

  return { logout, pending, error };
}
