import { useLingui } from '@lingui/react/macro';
import { Heart } from 'lucide';
import { useState } from 'react';
import { Icon } from '#app/components/ui/icon.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { getStoredUser } from '#app/features/auth/index.ts';
import { notify } from '#app/features/toast/index.ts';
import { FAVOURITES_LIMIT } from '#domain/favourites.ts';
import { hydrateFavourites, useFavourites } from './favourites-store';
import { toggleFavourite } from './favourites-sync';

export interface FavouriteButtonProps {
  productId: string;
  /** The product's name as the page shows it, for the button's name. */
  productName: string;
  className?: string;
}

/**
 * The heart (SPEC §2) on product cards, the product page and cart lines: a toggle button whose
 * name says what a press does. The server and the hydrating render draw it empty; the
 * stored list fills it after hydration, which changes its colour only, never its size.
 */
export function FavouriteButton({ productId, productName, className }: FavouriteButtonProps) {
  const { t } = useLingui();
  const pressed = useFavourites((state) => state.ids.includes(productId));
  const [busy, setBusy] = useState(false);
  const name = productName;
  const limit = FAVOURITES_LIMIT;

  const press = async () => {
    hydrateFavourites();
    setBusy(true);
    // The signed-in user is read at the press, not rendered: a page holds dozens of hearts,
    // and each reader of the user is rendered again when it changes.
    const outcome = await toggleFavourite(productId, !pressed, getStoredUser()?._id ?? null);
    setBusy(false);
    if (outcome === 'full') notify.error(t`Your favourites are full (${limit} products). Remove one to add another.`);
    else if (outcome === 'busy') notify.error(t`Too many changes at once. Please try again in a minute.`);
    else if (outcome === 'failed') notify.error(t`Could not update your favourites. Please try again.`);
  };

  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={pressed ? t`Remove ${name} from favourites` : t`Add ${name} to favourites`}
      // A second press while the first is on its way would race it; the button stays focusable.
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) void press();
      }}
      className={cx(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:text-sale focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink',
        className,
      )}
    >
      <Icon
        node={Heart}
        aria-hidden="true"
        strokeWidth={1.5}
        className={cx('size-5 transition-colors', pressed && 'fill-sale text-sale')}
      />
    </button>
  );
}
