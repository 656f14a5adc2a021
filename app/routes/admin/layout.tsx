import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/layout';
import { AdminShell, sidebarCollapsedFrom } from '#app/features/admin/index.ts';
import { requireAdmin } from '#app/features/auth/index.server.ts';
import { NavigationLoadingScreen } from '#app/features/shell/index.ts';
import { ToastHost } from '#app/features/toast/index.ts';
import { QueryProvider } from '#app/lib/query-provider.tsx';
import { pageTitleFromPath } from '#domain/page-title.ts';
import { STORE_NAME } from '#domain/store.ts';

/**
 * SPEC §2: signed out → /login with the way back; a signed-in non-admin → the home page.
 * Every admin API call checks the role again on the server (requireAdmin).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  return {
    email: user.email,
    sidebarCollapsed: sidebarCollapsedFrom(request.headers.get('Cookie')),
    // The sidebar's count sits outside the screens' QueryProvider: read here, moved by a
    // revalidation after a return is approved or rejected (decision 0052).
    returnsWaiting: await context.services.orders.requestedReturns(),
  };
}

/**
 * A screen that keeps its search in the URL (the orders list, the returns queue's filter)
 * changes only the query string as the owner types or filters: that needs no new sign-in
 * check from the server. A navigation to another screen, a form's post and an explicit
 * `useRevalidator().revalidate()` (same URL) still run the loader, and with it the
 * sidebar's count.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

// Same title rule as the storefront; the back office is kept out of search engines.
export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${pageTitleFromPath(location.pathname)} | ${STORE_NAME}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <NavigationLoadingScreen />
      <ToastHost />
      <AdminShell
        initiallyCollapsed={loaderData.sidebarCollapsed}
        userEmail={loaderData.email}
        counts={{ '/admin/returns': loaderData.returnsWaiting }}
      >
        {/* Every back-office screen reads and writes through TanStack Query: one provider for all of them. */}
        <QueryProvider>
          <Outlet />
        </QueryProvider>
      </AdminShell>
    </>
  );
}
