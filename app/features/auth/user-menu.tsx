import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { UserButton } from './user-button';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { useAuth } from './use-auth';

const UserMenuDropdown = lazy(() => import('./user-menu-dropdown'));

/**
 * The header's account control (SPEC §2): a 'Login' link when signed out, else a user
 * button with the menu. The server render already knows which (root loader), so the first
 * paint is right; the menu's code arrives just after hydration.
 */
export function UserMenu() {
  const { user } = useAuth();
  const hydrated = useHydrated();
  // A click that lands before the menu's code has loaded opens it once the code is here.
  const [openRequested, setOpenRequested] = useState(false);

  if (!user) {
    return (
      <Link
        to="/login"
        className="ml-1 py-2 text-xs font-medium uppercase tracking-[0.2em] underline-offset-8 hover:underline"
      >
        Login
      </Link>
    );
  }

  const placeholder = <UserButton user={user} aria-expanded={false} onClick={() => setOpenRequested(true)} />;
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <UserMenuDropdown key={user._id} user={user} defaultOpen={openRequested} />
    </Suspense>
  );
}
