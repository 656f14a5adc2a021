/**
 * Product feeds for shopping catalogues (decision 69): Google Merchant Center's XML and
 * Meta's CSV, written from the catalogue's reads and the shipping zones, kept per catalogue
 * cache window. Owns no tables.
 */
export { createFeedService, type FeedKind, type FeedService, type RenderedFeed } from './feeds';
