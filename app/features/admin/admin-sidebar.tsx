import {
  BadgePercent,
  Banknote,
  ChartColumn,
  LayoutDashboard,
  LogOut,
  Mail,
  MailWarning,
  Package,
  PanelLeftClose,
  PanelLeftOpen,
  ShoppingCart,
  TicketPercent,
  Truck,
  Undo2,
  Users,
  Webhook,
} from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { Link, useLocation } from 'react-router';
import { cx } from '#app/components/ui/cx.ts';
import { Wordmark } from '#app/components/ui/wordmark.tsx';
import { STORE_NAME } from '#domain/store.ts';
import { notify } from '#app/features/toast/index.ts';
import { useLogout } from '#app/features/auth/index.ts';

export const ADMIN_LINKS = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/stat', label: 'Stat', icon: ChartColumn },
  { to: '/admin/products', label: 'Products', icon: Package },
  { to: '/admin/orders', label: 'Orders', icon: ShoppingCart },
  { to: '/admin/returns', label: 'Returns', icon: Undo2 },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/coupon', label: 'Coupons', icon: TicketPercent },
  { to: '/admin/discounts', label: 'Discounts', icon: BadgePercent },
  { to: '/admin/shipping', label: 'Shipping', icon: Truck },
  { to: '/admin/currencies', label: 'Currencies', icon: Banknote },
  { to: '/admin/messages', label: 'Messages', icon: Mail },
  { to: '/admin/mail', label: 'Mail', icon: MailWarning },
  { to: '/admin/webhooks', label: 'Webhooks', icon: Webhook },
] as const;

export type AdminLinkPath = (typeof ADMIN_LINKS)[number]['to'];
/** What waits for the owner behind a link (the returns to decide), shown as a small count beside it. */
export type AdminLinkCounts = Partial<Record<AdminLinkPath, number>>;

/** The link the current page belongs to; /admin itself shows the dashboard. */
function isCurrent(pathname: string, to: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/admin') return to === '/admin/dashboard';
  return path === to || path.startsWith(`${to}/`);
}

const itemStyles = (current: boolean, collapsed: boolean) =>
  cx(
    'flex h-10 items-center gap-3 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ink',
    collapsed ? 'justify-center px-0' : 'px-3',
    current ? 'bg-ink text-white focus-visible:outline-white' : 'text-neutral-700 hover:bg-neutral-200',
  );

/**
 * The back-office navigation (SPEC §2 "Admin shell"): the sections, the current one marked
 * (aria-current), and Logout. On wide screens it is a column that collapses to icons; on
 * small ones the same list sits in the drawer (`inDrawer`).
 */
export function AdminSidebar({
  collapsed = false,
  onToggle,
  onNavigate,
  userEmail,
  counts = {},
  inDrawer = false,
}: {
  collapsed?: boolean;
  /** Shows the collapse button (the column only; the drawer closes instead). */
  onToggle?: () => void;
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
  /** Logout needs the account's e-mail (SPEC §7); the stored user's is used first. */
  userEmail?: string;
  /** From the admin layout's loader, so the server renders them and a revalidation moves them. */
  counts?: AdminLinkCounts;
  inDrawer?: boolean;
}) {
  const { pathname } = useLocation();
  const { logout, pending } = useLogout(userEmail);
  const labelClass = collapsed ? 'sr-only' : undefined;

  async function onLogout() {
    const done = await logout();
    if (!done) notify.error('Failed to log out');
  }

  return (
    <div className="flex h-full flex-col">
      <div className={cx('flex h-16 shrink-0 items-center gap-3', collapsed ? 'justify-center px-2' : 'px-5')}>
        <Link to="/" className="text-base focus-visible:outline-2 focus-visible:outline-offset-2" onClick={onNavigate}>
          {collapsed ? (
            <>
              <span aria-hidden="true" className="font-semibold">
                {STORE_NAME.charAt(0)}
              </span>
              <span className="sr-only">{STORE_NAME}</span>
            </>
          ) : (
            <Wordmark />
          )}
          <span className="sr-only"> (back to the store)</span>
        </Link>
        {collapsed ? null : <span className="text-[10px] uppercase tracking-[0.25em] text-muted">Admin</span>}
      </div>
      <nav aria-label="Admin" className="min-h-0 flex-1 overflow-y-auto">
        <ul className={cx('flex flex-col gap-1', collapsed ? 'px-2' : 'px-3')}>
          {ADMIN_LINKS.map(({ to, label, icon }) => {
            const current = isCurrent(pathname, to);
            const count = counts[to] ?? 0;
            const shown = count > 99 ? '99+' : String(count);
            // Named for a screen reader "Returns 2 waiting": the words on screen, in their order,
            // then what the number means, so the visible text stays part of the name (WCAG 2.5.3);
            // the space before the number keeps "Returns 2" two words for a reader of the text alone.
            const waiting = count > 0 ? `${shown} waiting` : null;
            return (
              <li key={to}>
                <Link
                  to={to}
                  aria-current={current ? 'page' : undefined}
                  aria-label={waiting ? `${label} ${waiting}` : undefined}
                  title={collapsed ? (waiting ? `${label} (${waiting})` : label) : undefined}
                  onClick={onNavigate}
                  className={cx(itemStyles(current, collapsed), 'relative')}
                >
                  <Icon node={icon} aria-hidden="true" className="size-4 shrink-0" strokeWidth={1.75} />
                  <span className={labelClass}>{label}</span>
                  {waiting ? (
                    <>
                      {' '}
                      <span
                        aria-hidden="true"
                        data-testid="sidebar-count"
                        className={cx(
                          'rounded-full text-center font-semibold tabular-nums',
                          current ? 'bg-white text-ink' : 'bg-ink text-white',
                          // Collapsed: on the icon's corner, as small as it reads.
                          collapsed
                            ? 'absolute right-0.5 top-0.5 min-w-4 px-1 text-[10px] leading-4'
                            : 'ml-auto min-w-5 px-1.5 text-[11px] leading-5',
                        )}
                      >
                        {shown}
                      </span>
                    </>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={cx('flex shrink-0 flex-col gap-1 border-t border-line py-3', collapsed ? 'px-2' : 'px-3')}>
        <button
          type="button"
          onClick={() => void onLogout()}
          disabled={pending}
          title={collapsed ? 'Logout' : undefined}
          className={cx(itemStyles(false, collapsed), 'disabled:opacity-50')}
        >
          <Icon node={LogOut} aria-hidden="true" className="size-4 shrink-0" strokeWidth={1.75} />
          <span className={labelClass}>{pending ? 'Logging out...' : 'Logout'}</span>
        </button>
        {onToggle && !inDrawer ? (
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={!collapsed}
            aria-keyshortcuts="Control+B Meta+B"
            title={`${collapsed ? 'Expand' : 'Collapse'} sidebar (Ctrl+B)`}
            className={itemStyles(false, collapsed)}
          >
            {collapsed ? (
              <Icon node={PanelLeftOpen} aria-hidden="true" className="size-4 shrink-0" strokeWidth={1.75} />
            ) : (
              <Icon node={PanelLeftClose} aria-hidden="true" className="size-4 shrink-0" strokeWidth={1.75} />
            )}
            <span className={labelClass}>{collapsed ? 'Expand sidebar' : 'Collapse sidebar'}</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
