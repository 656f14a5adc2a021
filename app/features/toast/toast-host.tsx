import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToastRequests, toastsRequested } from './notify';

const StoreToaster = lazy(() => import('./toaster'));

/** Mounts the Toaster once the first toast is asked for; renders nothing before that (and on the server). */
export function ToastHost() {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <StoreToaster />
    </Suspense>
  );
}
