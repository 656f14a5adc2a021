import { Outlet } from 'react-router';
import type { Route } from './+types/storefront-layout';
import { ErrorScreen } from '../features/shell/error-screen';
import { errorMessage, isNotFound } from '../features/shell/error-message';
import { NavigationLoadingScreen } from '../features/shell/loading-screen';
import { NotFoundScreen } from '../features/shell/not-found-screen';
import { SiteShell } from '../features/shell/site-shell';
import { ToastHost } from '../features/toast/toast-host';

export default function StorefrontLayout() {
  return (
    <>
      <NavigationLoadingScreen />
      <SiteShell>
        <Outlet />
      </SiteShell>
      <ToastHost />
    </>
  );
}

/** Errors of storefront pages keep the header and footer, so the visitor can move on. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SiteShell>{isNotFound(error) ? <NotFoundScreen /> : <ErrorScreen message={errorMessage(error)} />}</SiteShell>;
}
