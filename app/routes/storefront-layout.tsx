import { Outlet } from 'react-router';
import type { Route } from './+types/storefront-layout';
import {
  errorMessage,
  ErrorScreen,
  isNotFound,
  NavigationLoadingScreen,
  NotFoundScreen,
  SiteShell,
} from '#app/features/shell/index.ts';
import { ToastHost } from '#app/features/toast/index.ts';

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
  return (
    <SiteShell>{isNotFound(error) ? <NotFoundScreen /> : <ErrorScreen message={errorMessage(error)} />}</SiteShell>
  );
}
