/** The seo feature's public API: other features and the routes import only this. */
export { publicOrigin } from './public-origin';
export { canonicalLink, canonicalUrl, metaOrigin, NOINDEX, noindexMeta } from './page-head';
export { breadcrumbJsonLd, type Crumb, type JsonLd, LOGO_PATH, type OfferTerms, ref, SHARE_IMAGE } from './json-ld';
