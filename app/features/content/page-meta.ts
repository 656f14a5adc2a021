import type { I18n } from '#app/lib/i18n-runtime.tsx';
import type { MetaDescriptor } from 'react-router';
import { metaI18n, pageTitle } from '#app/features/i18n/index.ts';
import { canonicalLink, canonicalUrl } from '#app/features/seo/index.ts';

type MetaMatches = Parameters<typeof pageTitle>[0];

/**
 * Head tags of a text page: its title (SPEC §2's rule in English, the page's name in the
 * page's language otherwise), its own description, written with the page's i18n, and its
 * canonical address in the page's language.
 */
export function staticPageMeta(matches: MetaMatches, path: string, describe: (i18n: I18n) => string): MetaDescriptor[] {
  const title = pageTitle(matches, path);
  const description = describe(metaI18n(matches));
  const url = canonicalUrl(matches, path);
  return [
    { title },
    { name: 'description', content: description },
    ...canonicalLink(matches, path),
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
  ];
}
