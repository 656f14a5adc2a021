import { useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '#app/lib/use-hydrated.ts';

/** A one-off message carried to the next screen in the navigation state (never in the URL). */
export interface FlashState {
  notice?: string;
}

export function flash(notice: string): FlashState {
  return { notice };
}

/**
 * The notice the navigation to this screen carried. Only for a screen reached by that
 * navigation inside the app: the state stays in the tab's history, and a reload or a
 * return to the entry loads the page whole, which the server wrote without the notice —
 * showing it then would make the browser's first render differ from the server's (React's
 * hydration error #418) and repeat a message that was already said.
 */
export function useFlashNotice(): string | undefined {
  const state = useLocation().state as FlashState | null;
  // False in the render that hydrates a page loaded whole, true for a screen mounted later.
  const hydrated = useHydrated();
  const [reachedInApp] = useState(hydrated);
  return reachedInApp && typeof state?.notice === 'string' ? state.notice : undefined;
}
