import { Menu, X } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { Dialog } from 'radix-ui';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { cx } from '#app/components/ui/cx.ts';
import { Wordmark } from '#app/components/ui/wordmark.tsx';
import { AdminSidebar, type AdminLinkCounts } from './admin-sidebar';
import { isSidebarShortcut, rememberSidebarCollapsed } from './sidebar-state';

// Tailwind's `lg`: from here the sidebar is a column beside the page, below it a drawer.
const WIDE = '(min-width: 1024px)';

/**
 * The back office's frame: the sidebar column (collapsible with its button or Ctrl+B /
 * Cmd+B, remembered in a cookie the loader reads) from 1024 px up; below that a top bar
 * whose menu button opens the same navigation as a drawer, which closes on navigation,
 * Escape or a click outside.
 */
export function AdminShell({
  initiallyCollapsed,
  userEmail,
  counts,
  children,
}: {
  initiallyCollapsed: boolean;
  userEmail?: string;
  /** What waits behind each sidebar link (the returns to decide). */
  counts?: AdminLinkCounts;
  children: ReactNode;
}) {
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  // The cookie is written in the event itself (not in a state updater, which React may run
  // later or twice), so a reload right after the click already finds the new choice.
  const collapsedNow = useRef(initiallyCollapsed);
  const toggleCollapsed = useCallback(() => {
    collapsedNow.current = !collapsedNow.current;
    rememberSidebarCollapsed(collapsedNow.current);
    setCollapsed(collapsedNow.current);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      if (window.matchMedia(WIDE).matches) toggleCollapsed();
      else setDrawerOpen((open) => !open);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleCollapsed]);

  // Grown past the drawer's width (a rotated tablet): the open drawer would keep the page inert.
  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const onChange = () => {
      if (wide.matches) setDrawerOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  // A page reached any other way (back button, a link in the page) closes the drawer too.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setDrawerOpen(false);
  }

  return (
    <div className="min-h-screen bg-neutral-50/60 lg:flex print:bg-white">
      <aside
        aria-label="Admin sidebar"
        data-collapsed={collapsed ? 'true' : 'false'}
        className={cx(
          // print:hidden: a printed page (an order's invoice) carries none of the back office's chrome.
          'sticky top-0 hidden h-screen shrink-0 border-r border-line bg-neutral-50 transition-[width] duration-200 motion-reduce:transition-none lg:block print:hidden',
          collapsed ? 'w-16' : 'w-60',
        )}
      >
        <AdminSidebar collapsed={collapsed} onToggle={toggleCollapsed} userEmail={userEmail} counts={counts} />
      </aside>

      <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <div className="sticky top-0 z-40 flex h-14 items-center gap-3 border-b border-line bg-white px-4 lg:hidden print:hidden">
          <Dialog.Trigger
            className="-ml-2 inline-flex size-10 items-center justify-center hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-ink"
            aria-label="Open admin menu"
          >
            <Icon node={Menu} aria-hidden="true" className="size-5" />
          </Dialog.Trigger>
          <Wordmark className="text-sm" />
          <span className="text-[10px] uppercase tracking-[0.25em] text-muted">Admin</span>
        </div>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 lg:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-neutral-50 shadow-xl focus:outline-none lg:hidden"
          >
            <Dialog.Title className="sr-only">Admin menu</Dialog.Title>
            <Dialog.Close
              className="absolute right-2 top-3 inline-flex size-10 items-center justify-center hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-ink"
              aria-label="Close admin menu"
            >
              <Icon node={X} aria-hidden="true" className="size-5" />
            </Dialog.Close>
            <AdminSidebar inDrawer userEmail={userEmail} counts={counts} onNavigate={() => setDrawerOpen(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
