import { pageTitleFromPath } from '#domain/page-title.ts';
import { STORE_NAME } from '#domain/store.ts';

/** Checkout pages hold one shopper's details: titled by the path rule, kept out of search engines. */
export function checkoutMeta({ location }: { location: { pathname: string } }) {
  return [
    { title: `${pageTitleFromPath(location.pathname)} | ${STORE_NAME}` },
    // A route's meta replaces the root's, so the description is repeated here.
    { name: 'description', content: `Checkout at ${STORE_NAME}: your details, a shipping method and payment.` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
