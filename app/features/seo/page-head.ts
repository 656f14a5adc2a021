/**
 * Head tags every storefront route shares: the one address search engines should index a
 * page under (`<link rel="canonical">`, in the page's language, on the configured public
 * origin), and the `noindex` of pages that hold one visitor's business (sign-in, cart,
 * checkout, account).
 */
import type { MetaDescriptor } from 'react-router';
import { metaLanguage } from '#app/features/i18n/index.ts';
import { pathInLanguage } from '#domain/languages.ts';

/** What React Router gives a meta function of each route matched. */
interface MetaMatch {
  id: string;
  loaderData?: unknown;
  meta?: readonly MetaDescriptor[];
}
type MetaMatches = readonly (MetaMatch | undefined)[];

/** Kept out of search results; their links are still followed (the header, the footer). */
export const NOINDEX: MetaDescriptor = { name: 'robots', content: 'noindex, follow' };

/** The public origin, as the root loader sends it; undefined when the root has no data (an error page). */
export function metaOrigin(matches: MetaMatches): string | undefined {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { origin?: unknown } | undefined;
  return typeof root?.origin === 'string' ? root.origin : undefined;
}

/** The absolute address of `path` (an English path, with its query if any) in the page's language. */
export function canonicalUrl(matches: MetaMatches, path: string): string | undefined {
  const origin = metaOrigin(matches);
  return origin === undefined ? undefined : `${origin}${pathInLanguage(metaLanguage(matches).language, path)}`;
}

/** `<link rel="canonical">` of `path` in the page's language (none without an origin). */
export function canonicalLink(matches: MetaMatches, path: string): MetaDescriptor[] {
  const href = canonicalUrl(matches, path);
  return href === undefined ? [] : [{ tagName: 'link', rel: 'canonical', href }];
}

/**
 * The storefront layout's title and description with `noindex` added, for a page with no
 * head of its own: a route's meta replaces its parents', so they are carried over.
 */
export function noindexMeta(matches: MetaMatches): MetaDescriptor[] {
  const layout = matches.find((match) => match?.id === 'routes/storefront-layout')?.meta ?? [];
  return [...layout.filter((tag) => !('name' in tag && tag.name === 'robots')), NOINDEX];
}
