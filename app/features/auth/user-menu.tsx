import { lazy, Suspense, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from '#app/lib/local-links.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { UserButton } from './user-button';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { useAuth } from './use-auth';

const UserMenuDropdown = lazy(() => import('./user-menu-dropdown'));

/**
 * The header's account control (SPEC §2): a 'Login' link when signed out, else a user
 * button with the menu. A page rendered for one request already knows which (root
 * loader); a page kept for every reader shows Login, hidden before the first paint when the
 * browser holds a token (signed-in-mark.ts), until hydration, when the stored user tells.
 * The menu's code arrives just after hydration. One box holds the control in every state
 * (the link, the account button, the hidden link), so nothing beside it moves when one
 * replaces another: the first paint does not shift (CLS 0, decision 54).
 */
export function UserMenu() {
  const { user, known } = useAuth();
  const hydrated = useHydrated();
  // A click that lands before the menu's code has loaded opens it once the code is here.
  const [openRequested, setOpenRequested] = useState(false);

  let control: React.ReactNode;
  if (!user) {
    // In a page kept for every reader, until hydration (`known` false), the link is hidden
    // when the script in <head> found a token (signed-in-mark.ts): the account button then
    // takes its place on hydration.
    control = (
      <Link
        to="/login"
        className={cx(
          'py-2 text-xs font-medium uppercase tracking-[0.2em] underline-offset-8 transition-colors hover:underline',
          !known && 'login-until-known',
        )}
      >
        <Trans>Login</Trans>
      </Link>
    );
  } else {
    const placeholder = <UserButton user={user} aria-expanded={false} onClick={() => setOpenRequested(true)} />;
    control = hydrated ? (
      <Suspense fallback={placeholder}>
        <UserMenuDropdown key={user._id} user={user} defaultOpen={openRequested} />
      </Suspense>
    ) : (
      placeholder
    );
  }
  return <div className="flex h-10 w-16 shrink-0 items-center justify-end">{control}</div>;
}
