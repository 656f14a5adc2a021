/**
 * Whether the back-office sidebar is collapsed, remembered in a cookie rather than local
 * storage: the layout's loader reads it, so the server already renders the sidebar as the
 * owner left it and nothing jumps when the page hydrates.
 */
import { readCookie } from '#domain/session-cookies.ts';

export const SIDEBAR_COOKIE = 'admin_sidebar';
const COLLAPSED = 'collapsed';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** For the loader: the state the request's cookie remembers (expanded when none). */
export function sidebarCollapsedFrom(cookieHeader: string | null): boolean {
  return readCookie(cookieHeader, SIDEBAR_COOKIE) === COLLAPSED;
}

/** In the browser: remembers the choice for the next visit (only the back office reads it). */
export function rememberSidebarCollapsed(collapsed: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${collapsed ? COLLAPSED : 'expanded'}; Max-Age=${ONE_YEAR_SECONDS}; Path=/admin; SameSite=Lax`;
}

/** Ctrl+B, or Cmd+B on macOS, toggles the sidebar (SPEC §2). */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}
