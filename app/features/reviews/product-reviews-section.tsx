/**
 * The reviews section as the product page places it. The server renders it complete, in the
 * page's HTML; the browser hydrates it from a chunk of its own, requested as hydration
 * starts, so the reviews' code (the list, the summary, dates, translation, deleting) is not
 * part of the product page's first load and the gallery and the purchase panel become
 * interactive without waiting for it. Until its chunk is here React keeps the server's HTML
 * in place (nothing moves) and replays a click made on it.
 */
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, type ComponentProps } from 'react';
import type { ProductReviews as ProductReviewsComponent } from './product-reviews';

let serverReviews: typeof ProductReviewsComponent | undefined;
const loadReviews = () => import('./product-reviews');
// The server loads the module at start, and from then on renders the section at once: it
// stays in the page's shell instead of being streamed after it (a late swap would move
// the page). A request in the first moments after start waits for the module instead.
if (import.meta.env.SSR) void loadReviews().then((module) => (serverReviews = module.ProductReviews));

const LazyProductReviews = lazy(() => loadReviews().then((module) => ({ default: module.ProductReviews })));

type Props = ComponentProps<typeof ProductReviewsComponent>;

export function ProductReviewsSection(props: Props) {
  // The browser always renders the lazy one: switching components later would remount it.
  const Reviews = (import.meta.env.SSR && serverReviews) || LazyProductReviews;
  return (
    <Suspense fallback={<ReviewsPending />}>
      <Reviews {...props} />
    </Suspense>
  );
}

/**
 * Shown when the page was reached by a client-side navigation and the chunk is still on its
 * way, or streamed by a server just started. It has no ids: a streamed page holds it and the
 * section that replaces it at once, and an id must be unique in the document.
 */
function ReviewsPending() {
  return (
    <section aria-busy="true" className="mt-16 border-t border-line pt-12">
      <h2 className="text-xs font-semibold uppercase tracking-[0.2em]">
        <Trans>Reviews</Trans>
      </h2>
    </section>
  );
}
