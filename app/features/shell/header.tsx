import { ShoppingBag } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LanguageSwitcher } from '#app/features/i18n/index.ts';
import { Link, NavLink } from '#app/lib/local-links.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { PageContainer } from '#app/components/ui/page-container.tsx';
import { Wordmark } from '#app/components/ui/wordmark.tsx';
import { STORE_NAME } from '#domain/store.ts';
import { UserMenu } from '#app/features/auth/index.ts';
import { useCartCount } from '#app/features/cart/index.ts';
import { FavouritesLink } from '#app/features/favourites/index.ts';
import { SearchModalTrigger } from '#app/features/search/index.ts';
import { NAV_LINKS } from './nav-links';
import { SiteMenuButton } from './site-menu-button';

const iconButton =
  'relative inline-flex size-10 items-center justify-center text-ink transition-opacity hover:opacity-60';

export function Header() {
  const cartCount = useCartCount();
  const { t } = useLingui();

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <PageContainer className="grid h-16 grid-cols-[1fr_auto] items-center gap-4 lg:h-20 lg:grid-cols-[1fr_auto_1fr]">
        <div className="flex items-center gap-1 justify-self-start">
          {/* Phones have no nav bar: the menu leads to the same pages. */}
          <SiteMenuButton className={cx(iconButton, '-ml-2 lg:hidden')} />
          <Link to="/" className="py-2 text-lg lg:text-xl" aria-label={t`${STORE_NAME} home`}>
            <Wordmark />
          </Link>
        </div>

        <nav aria-label={t`Main`} className="hidden lg:block">
          <ul className="flex items-center gap-10">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    cx(
                      'py-2 text-xs font-medium uppercase tracking-[0.2em] underline-offset-8 transition-colors hover:underline',
                      isActive ? 'text-ink underline' : 'text-neutral-600 hover:text-ink',
                    )
                  }
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center justify-self-end gap-1 lg:gap-3">
          {/* Small screens have no nav bar or inline search, so search opens as a modal. */}
          <SearchModalTrigger className={cx(iconButton, 'lg:hidden')} />
          <LanguageSwitcher compact />
          {/* Phones have no room beside the account control: the cart's Favorites tab and My Account lead there. */}
          <FavouritesLink className={cx(iconButton, 'max-sm:hidden')} />
          <Link
            to="/cart"
            aria-label={
              cartCount > 0 ? t`${plural(cartCount, { one: 'Cart, # item', other: 'Cart, # items' })}` : t`Cart`
            }
            className={iconButton}
          >
            <Icon node={ShoppingBag} aria-hidden="true" className="size-5" strokeWidth={1.5} />
            {cartCount > 0 ? (
              <span
                aria-hidden="true"
                className="absolute right-0.5 top-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-ink px-1 text-[10px] font-semibold leading-none text-white"
              >
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            ) : null}
          </Link>
          <UserMenu />
        </div>
      </PageContainer>
    </header>
  );
}
