import { Trans, useLingui } from '@lingui/react/macro';
import { Heart } from 'lucide';
import { useEffect, useMemo, useState } from 'react';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { Icon } from '#app/components/ui/icon.tsx';
import { PageContainer } from '#app/components/ui/page-container.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { loginUrlFor } from '#app/features/auth/index.ts';
import { ProductGrid, toProductCardData, type ProductCardData } from '#app/features/catalog/index.ts';
import { forgetFavourites, useFavourites, useFavouritesSync } from '#app/features/favourites/index.ts';
import { apiFetch } from '#app/lib/api.ts';
import { Link, useLanguage, useLocalPath } from '#app/lib/local-links.tsx';
import { useStoreCurrency } from '#app/lib/store-currency.ts';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { productInLanguage } from '#domain/product-texts.ts';

const block = 'bg-neutral-100';

/** The grid's shape while the list and its products load: the page does not jump when they come. */
function FavouritesSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        <Trans>Loading your favourites…</Trans>
      </p>
      <ul aria-hidden="true" className="grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-6">
        {[0, 1, 2, 3].map((key) => (
          <li key={key}>
            <div className={`${block} aspect-[4/5] w-full`} />
            <div className={`${block} mt-4 h-3 w-2/3`} />
            <div className={`${block} mt-3 h-3 w-1/3`} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function EmptyFavourites() {
  return (
    <div className="flex flex-col items-center px-4 py-16 text-center lg:py-24">
      <Icon node={Heart} aria-hidden="true" className="size-10 text-neutral-400" strokeWidth={1} />
      <h2 className="mt-6 text-xl font-semibold uppercase tracking-[0.08em]">
        <Trans>No favourites yet</Trans>
      </h2>
      <p className="mt-3 max-w-sm text-sm leading-6 text-muted">
        <Trans>Tap the heart on a product to keep it here.</Trans>
      </p>
      <ButtonLink to="/products" className="mt-8">
        <Trans>Browse products</Trans>
      </ButtonLink>
    </div>
  );
}

/** The cards of the listed products, asked for whenever the list holds one not asked for yet. */
function useFavouriteCards(ids: readonly string[], settled: boolean) {
  const language = useLanguage();
  const [answer, setAnswer] = useState<{ asked: readonly string[]; cards: ProductCardData[] } | null>(null);
  const [failed, setFailed] = useState(false);
  // Each request asks for the whole list, so the last answer has every card to show; only a
  // product not asked for yet needs a new one (one taken off just leaves the grid).
  const missing = settled && ids.some((id) => !answer?.asked.includes(id));
  useEffect(() => {
    if (!missing) return;
    const controller = new AbortController();
    const asked = [...ids];
    const query = new URLSearchParams({ ids: asked.join(',') });
    apiFetch<ApiProduct[]>(`/favourites/products?${query.toString()}`, { signal: controller.signal }).then(
      (products) => {
        setFailed(false);
        setAnswer({ asked, cards: products.map((p) => toProductCardData(productInLanguage(p, language))) });
        // Products the answer left out no longer exist: they leave the list quietly.
        const found = new Set(products.map((p) => p._id));
        forgetFavourites(asked.filter((id) => !found.has(id)));
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [missing, ids, language]);

  const cards = useMemo(() => {
    const byId = new Map((answer?.cards ?? []).map((card) => [card._id, card]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }, [ids, answer]);
  return { cards, loading: !settled || (missing && !failed), failed: missing && failed };
}

/**
 * The Favourites page (decision 63). The list lives in the browser (a visitor's, or the copy
 * of the account's, matched with the server on each page load), so the server renders the
 * frame and the browser asks for the listed products: their price and stock as they are now,
 * shown in the page's language. A product deleted since is not in the answer and leaves the
 * list quietly; one taken off with its heart leaves the grid at once.
 */
export function FavouritesPage() {
  const { t } = useLingui();
  const currency = useStoreCurrency();
  const localPath = useLocalPath();
  const userId = useFavouritesSync();
  const ids = useFavourites((state) => state.ids);
  const settled = useFavourites((state) => state.settled);
  const { cards, loading, failed } = useFavouriteCards(ids, settled);

  return (
    <PageContainer className="py-10 lg:py-16">
      <PageHeading title={t`Favourites`}>
        {userId === null ? (
          <p>
            <Trans>
              Your favourites are kept in this browser.{' '}
              <Link to={loginUrlFor(localPath('/favourites'))} className="underline underline-offset-4 hover:text-ink">
                Sign in
              </Link>{' '}
              to keep them in your account on every device.
            </Trans>
          </p>
        ) : null}
      </PageHeading>
      {failed ? (
        <p role="alert" className="py-16 text-center text-sm text-sale">
          <Trans>Failed to load your favourites. Please try again later.</Trans>
        </p>
      ) : loading ? (
        <FavouritesSkeleton />
      ) : cards.length === 0 ? (
        <EmptyFavourites />
      ) : (
        <ProductGrid products={cards} currency={currency} headingLevel={2} />
      )}
    </PageContainer>
  );
}
