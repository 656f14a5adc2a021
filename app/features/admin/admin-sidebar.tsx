import { ChartColumn, LayoutDashboard, Package, ShoppingCart, TicketPercent, Users } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { cx } from '../../components/ui/cx';
import { Wordmark } from '../../components/ui/wordmark';

const ADMIN_LINKS = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/stat', label: 'Stat', icon: ChartColumn },
  { to: '/admin/products', label: 'Products', icon: Package },
  { to: '/admin/orders', label: 'Orders', icon: ShoppingCart },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/coupon', label: 'Coupons', icon: TicketPercent },
] as const;

/** The back-office navigation: a column on desktop, a scrollable row on small screens. */
export function AdminSidebar() {
  const { pathname } = useLocation();
  // /admin itself shows the dashboard, so its link counts as current there too.
  const atAdminIndex = pathname.replace(/\/$/, '') === '/admin';

  return (
    <aside className="border-b border-line bg-neutral-50 lg:sticky lg:top-0 lg:h-screen lg:w-60 lg:shrink-0 lg:border-b-0 lg:border-r">
      <div className="flex h-14 items-center gap-3 px-4 lg:h-20 lg:px-6">
        <Link to="/" className="text-base" aria-label="Back to the store">
          <Wordmark />
        </Link>
        <span className="text-[10px] uppercase tracking-[0.25em] text-muted">Admin</span>
      </div>
      <nav aria-label="Admin">
        <ul className="flex gap-1 overflow-x-auto px-2 pb-2 lg:flex-col lg:px-3 lg:pb-0">
          {ADMIN_LINKS.map(({ to, label, icon: Icon }) => (
            <li key={to} className="shrink-0">
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cx(
                    'flex items-center gap-3 px-3 py-2.5 text-sm transition-colors',
                    isActive || (atAdminIndex && to === '/admin/dashboard') ? 'bg-ink text-white' : 'text-neutral-700 hover:bg-neutral-200',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-4" strokeWidth={1.75} />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
