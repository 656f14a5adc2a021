import type { I18n } from '#app/lib/i18n-runtime.tsx';
import type { MetaDescriptor } from 'react-router';
import { metaI18n, pageTitle } from '#app/features/i18n/index.ts';

type MetaMatches = Parameters<typeof pageTitle>[0];

/**
 * Head tags of a text page: its title (SPEC §2's rule in English, the page's name in the
 * page's language otherwise) and its own description, written with the page's i18n.
 */
export function staticPageMeta(matches: MetaMatches, path: string, describe: (i18n: I18n) => string): MetaDescriptor[] {
  const title = pageTitle(matches, path);
  const description = describe(metaI18n(matches));
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ];
}
