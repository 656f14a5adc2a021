import { Trans } from '@lingui/react/macro';
import { buttonStyles } from '#app/components/ui/button.tsx';
import { Link } from '#app/lib/local-links.tsx';

/** My Account's way to the favourites (text only: the account page is near the first-load budget). */
export function FavouritesAccountLink() {
  return (
    <Link to="/favourites" className={buttonStyles({ variant: 'secondary' })}>
      <Trans>My favourites</Trans>
    </Link>
  );
}
