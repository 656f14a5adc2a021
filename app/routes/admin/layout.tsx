import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { AdminSidebar } from '../../features/admin';
import { requireAdmin } from '../../features/auth/index.server';
import { NavigationLoadingScreen } from '../../features/shell';
import { ToastHost } from '../../features/toast';
import { pageTitleFromPath } from '../../../domain/page-title';
import { STORE_NAME } from '../../../domain/store';

/** SPEC §2: signed out → /login with the way back; a signed-in non-admin → the home page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

// Same title rule as the storefront; the back office is kept out of search engines.
export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${pageTitleFromPath(location.pathname)} | ${STORE_NAME}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminLayout() {
  return (
    <div className="min-h-screen lg:flex">
      <NavigationLoadingScreen />
      <ToastHost />
      <AdminSidebar />
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
