/**
 * The small part of the schema.org data that a page's meta builds in the browser too: the
 * breadcrumb and references to nodes written out once. The rest is built by the loaders
 * (structured-data.server.ts), so it adds nothing to the pages' scripts.
 */
export type JsonLd = Record<string, unknown>;

export const SCHEMA = 'https://schema.org';

/** The square logo search engines show beside the store's name (public/images/). */
export const LOGO_PATH = '/images/alatoo-logo.png';
/** The picture a link to the store shows in chats and social posts (public/images/). */
export const SHARE_IMAGE = { path: '/images/alatoo-share.png', width: 1200, height: 630 } as const;

export interface Crumb {
  name: string;
  /** Absolute; the last crumb, the page itself, may leave it out. */
  url?: string;
}

/** The trail shown at the top of a page, in order from the home page. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}

/** A reference to a node written out in full elsewhere in the same data. */
export function ref(node: JsonLd): JsonLd {
  return { '@id': node['@id'] };
}

/** What every offer of a product shares, as the loader builds it from the zones and the policy. */
export interface OfferTerms {
  shipping: JsonLd[];
  returns: JsonLd | null;
}
