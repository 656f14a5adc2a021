import { msg } from '@lingui/core/macro';
import { metaI18n, pageTitle } from '#app/features/i18n/index.ts';
import { STORE_NAME } from '#domain/store.ts';

type MetaMatches = Parameters<typeof pageTitle>[0];

/** Checkout pages hold one shopper's details: titled in the page's language, kept out of search engines. */
export function checkoutMeta({ location, matches }: { location: { pathname: string }; matches: MetaMatches }) {
  const store = STORE_NAME;
  return [
    { title: pageTitle(matches, location.pathname) },
    // A route's meta replaces the root's, so the description is repeated here.
    {
      name: 'description',
      content: metaI18n(matches)._(msg`Checkout at ${store}: your details, a shipping method and payment.`),
    },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
