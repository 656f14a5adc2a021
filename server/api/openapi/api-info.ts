/** What the OpenAPI document says of itself: its version and the areas its operations are grouped in. */

/** The document's own version: raised when an operation's shape changes. */
export const API_DOCUMENT_VERSION = '1.0.0';

/** The areas the operations are grouped in, in the order the docs page shows them. */
export const API_TAGS = [
  { name: 'Store', description: 'The store itself: health, readiness, metrics and this documentation.' },
  { name: 'Catalogue', description: 'Products, the filtered listing and search (SPEC §7).' },
  { name: 'Reviews', description: 'Product reviews and their translation.' },
  { name: 'Favourites', description: 'A signed-in shopper’s favourite products, and the merge of a visitor’s list.' },
  { name: 'Catalogue admin', description: 'The back office’s products, category discounts and image uploads.' },
  {
    name: 'Accounts',
    description: 'Sign-up, sign-in, password reset, a shopper’s saved addresses, and the back office’s accounts.',
  },
  { name: 'Cart and coupons', description: 'Pricing a cart, applying coupons, and the back office’s coupons.' },
  {
    name: 'Orders and payments',
    description: 'Checkout, orders, the back office’s order list and payment confirmations.',
  },
  {
    name: 'Shipping',
    description:
      'The back office’s shipping zones: their countries, and the methods, prices and times offered in each.',
  },
  {
    name: 'Currencies',
    description:
      'The back office’s display currencies: the rates shoppers’ prices are converted at (orders stay in the store currency).',
  },
  {
    name: 'Returns',
    description: 'A shopper’s return request, and the back office’s queue: approve, reject, receive and refund.',
  },
  { name: 'Contact', description: 'The contact form and the back office’s inbox.' },
  {
    name: 'Back in stock',
    description: 'A shopper’s alert for a sold-out size, its e-mailed links, and the back office’s waiting demand.',
  },
  {
    name: 'Mail',
    description: 'The store’s outgoing e-mail as the back office sees it: what failed or is being retried.',
  },
  {
    name: 'Webhooks',
    description:
      'The back office’s outgoing webhooks: endpoints, their signed deliveries and delivery logs (decision 70).',
  },
  { name: 'Statistics', description: 'The back office’s dashboard and statistics (UTC days, store currency).' },
  {
    name: 'Feeds',
    description:
      'The catalogue for shopping services to fetch, outside `/api`: Google Merchant Center’s product feed and Meta’s catalogue file.',
  },
];
