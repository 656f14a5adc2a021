import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { UserButton } from './user-button';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { useAuth } from './use-auth';

const UserMenuDropdown = lazy(() => import('./user-menu-dropdown'));

/**
 * One box for the control in every state (the login link, the account button, the blank
 * before the browser knows who is signed in), so nothing beside it moves when one
 * replaces another: the first paint does not shift (CLS 0, decision 54).
 */
const ACCOUNT_BOX = 'flex h-10 w-16 shrink-0 items-center justify-end';

const loginStyles = 'py-2 text-xs font-medium uppercase tracking-[0.2em] underline-offset-8 hover:underline';

/**
 * The header's account control (SPEC §2): a 'Login' link when signed out, else a user
 * button with the menu. A page rendered for one request already knows which (root
 * loader); a page kept for every reader leaves the box blank until hydration, when the
 * browser's stored user tells. The menu's code arrives just after hydration.
 */
export function UserMenu() {
  const { user, known } = useAuth();
  const hydrated = useHydrated();
  // A click that lands before the menu's code has loaded opens it once the code is here.
  const [openRequested, setOpenRequested] = useState(false);

  if (!known) {
    return (
      <div className={ACCOUNT_BOX} data-testid="account-placeholder">
        {/* Without scripts the browser never tells: the link is all such a reader needs. */}
        <noscript>
          <a href="/login" className={loginStyles}>
            Login
          </a>
        </noscript>
      </div>
    );
  }

  if (!user) {
    return (
      <div className={ACCOUNT_BOX}>
        <Link to="/login" className={loginStyles}>
          Login
        </Link>
      </div>
    );
  }

  const placeholder = <UserButton user={user} aria-expanded={false} onClick={() => setOpenRequested(true)} />;
  return (
    <div className={ACCOUNT_BOX}>
      {hydrated ? (
        <Suspense fallback={placeholder}>
          <UserMenuDropdown key={user._id} user={user} defaultOpen={openRequested} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
