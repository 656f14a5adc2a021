import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ShoppingBag, X } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import type { Ref } from 'react';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { useFavourites, useFavouritesSync } from '#app/features/favourites/index.ts';

const block = 'bg-neutral-100';

/**
 * What the server renders, and the first client render: the page's shape without the
 * lines (they live in the browser's storage), so the real cart replaces it in place.
 */
export function CartSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-12">
      <p className="sr-only" role="status">
        <Trans>Loading your cart…</Trans>
      </p>
      <div aria-hidden="true">
        <div className="flex h-12 items-center justify-between border-b border-line">
          <div className={`${block} h-3 w-20`} />
          <div className={`${block} h-3 w-24`} />
        </div>
        {[0, 1].map((key) => (
          <div key={key} className="flex gap-4 border-b border-line py-6 sm:gap-6">
            <div className={`${block} aspect-[4/5] w-24 shrink-0 sm:w-32`} />
            <div className="flex flex-1 flex-col gap-3">
              <div className={`${block} h-4 w-2/3`} />
              <div className={`${block} h-3 w-1/3`} />
              <div className={`${block} h-3 w-1/4`} />
              <div className={`${block} mt-auto h-10 w-32`} />
            </div>
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="h-[32rem] border border-line p-5 sm:p-6">
        <div className={`${block} h-4 w-32`} />
        <div className="mt-6 space-y-4">
          {[0, 1, 2, 3].map((key) => (
            <div key={key} className={`${block} h-3 w-full`} />
          ))}
        </div>
      </div>
    </div>
  );
}

/** SPEC §2 empty cart. The heading takes focus when the last line goes, so keyboard users are not lost. */
export function EmptyCart({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <div className="flex flex-col items-center px-4 py-16 text-center lg:py-24">
      <Icon node={ShoppingBag} aria-hidden="true" className="size-10 text-neutral-400" strokeWidth={1} />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 text-xl font-semibold uppercase tracking-[0.08em] focus:outline-none focus-visible:outline-2"
      >
        <Trans>Your cart is empty</Trans>
      </h2>
      <p className="mt-3 max-w-sm text-sm leading-6 text-muted">
        <Trans>Find something you love in the collection.</Trans>
      </p>
      <ButtonLink to="/products" className="mt-8">
        <Trans>Continue Shopping</Trans>
      </ButtonLink>
    </div>
  );
}

/** What changed when the server re-priced the cart. A live region, present before it has anything to say. */
export function CartNotice({ messages, onDismiss }: { messages: readonly string[]; onDismiss: () => void }) {
  const { t } = useLingui();
  return (
    <div role="status" className={messages.length > 0 ? 'mb-6' : undefined}>
      {messages.length > 0 ? (
        <div className="flex items-start gap-4 border border-ink/20 bg-neutral-50 p-4 text-sm">
          <div className="flex-1">
            <p className="font-semibold">
              <Trans>Your cart was updated</Trans>
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-neutral-700">
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={t`Dismiss cart updates`}
            className="-m-2 inline-flex size-10 shrink-0 items-center justify-center text-neutral-600 hover:text-ink"
          >
            <Icon node={X} aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** SPEC §2 Favorites tab: how many the shopper keeps, and the way to the Favourites page. */
export function FavoritesPanel() {
  useFavouritesSync();
  const count = useFavourites((state) => state.ids.length);
  return (
    <div className="py-16 text-center lg:py-24">
      <p className="text-sm text-muted">
        {count > 0 ? (
          <Plural value={count} one="You have # favourite." other="You have # favourites." />
        ) : (
          <Trans>No favourites yet: tap the heart on a product to keep it here.</Trans>
        )}
      </p>
      <ButtonLink to={count > 0 ? '/favourites' : '/products'} variant="secondary" className="mt-8">
        {count > 0 ? <Trans>View favourites</Trans> : <Trans>Continue Shopping</Trans>}
      </ButtonLink>
    </div>
  );
}
