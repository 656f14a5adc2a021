import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Heart } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { Link } from '#app/lib/local-links.tsx';
import { useFavourites } from './favourites-store';
import { useFavouritesSync } from './use-favourites-sync';

/**
 * The header's way to the favourites, with their number once the browser has read it. The
 * badge sits over the icon's corner, so its arrival moves nothing. Mounted on every page, it
 * is also what matches the browser's list with the account's on each page load.
 */
export function FavouritesLink({ className }: { className?: string }) {
  const { t } = useLingui();
  useFavouritesSync();
  const count = useFavourites((state) => state.ids.length);
  return (
    <Link
      to="/favourites"
      aria-label={
        count > 0
          ? t`${plural(count, { one: 'Favourites, # product', other: 'Favourites, # products' })}`
          : t`Favourites`
      }
      className={className}
      data-favourites-count={count}
    >
      <Icon node={Heart} aria-hidden="true" className="size-5" strokeWidth={1.5} />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute right-0.5 top-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-ink px-1 text-[10px] font-semibold leading-none text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
