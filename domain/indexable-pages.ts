/**
 * The storefront's pages worth indexing besides the product pages: the sitemap lists them
 * in every language, and the checks of links, head tags and HTML validity start from them.
 */
export const INDEXABLE_PAGES = [
  '/',
  '/products',
  '/about-us',
  '/contact-us',
  '/faqs',
  '/terms-conditions',
  '/refund-return-policy',
  '/shipping-policy',
  '/privacy-policy',
] as const;
