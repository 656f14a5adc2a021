/** The JSON API under /api. Unknown paths answer 404 JSON, never the HTML app. */
import { Hono } from 'hono';
import type { Services } from '#server/context.ts';
import { notFound } from '#server/http/errors.ts';
import type { RateLimiter } from '#server/limits/rate-limit.ts';
import { PRIVATE_NO_STORE } from '#server/http/cache-control.ts';
import { limitRequestBody } from '#server/http/request-input.ts';
import { authApi } from './auth';
import { cartApi } from './cart';
import { consentApi } from './consent';
import { contactApi, contactMessagesApi } from './contact';
import { couponsApi } from './coupons';
import { currenciesApi } from './currencies';
import { favouritesApi } from './favourites';
import { apiDocsApi } from './docs';
import { healthApi, type DatabaseHealth } from './health';
import { mailApi } from './mail';
import { shippingApi } from './shipping';
import { ordersApi } from './orders';
import { orderReturnsApi, returnsApi } from './returns';
import { paymentsApi } from './payments';
import { productsApi } from './products';
import { CATALOGUE_IMPORT_PATH, productsAdminApi } from './products-admin';
import { productReviewsApi, reviewTranslationApi } from './reviews';
import { statsApi } from './stats';
import { stockAlertsApi } from './stock-alerts';
import { UPLOADS_API_PATH, uploadsApi } from './uploads';
import { usersApi } from './users';
import { addressesApi } from './addresses';
import { webhooksApi } from './webhooks';

export interface ApiDeps {
  services: Services;
  database: DatabaseHealth;
  rateLimiter: RateLimiter;
  /** Trust X-Forwarded-For for client addresses. */
  trustProxy: boolean;
  /** STRIPE_WEBHOOK_SECRET: the Stripe webhook exists only when it is set. */
  stripeWebhookSecret?: string;
}

export function createApi(deps: ApiDeps) {
  const api = new Hono();
  // API answers speak to one caller (many carry personal data): no cache may keep them
  // unless a route says otherwise.
  api.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', PRIVATE_NO_STORE);
  });
  const jsonBodyLimit = limitRequestBody();
  // Image uploads and catalogue files are far larger than any JSON: their routes set their own
  // limits, after they have checked who is sending.
  const ownLimit = new Set([UPLOADS_API_PATH, CATALOGUE_IMPORT_PATH]);
  api.use('*', (c, next) => (ownLimit.has(c.req.path) ? next() : jsonBodyLimit(c, next)));
  api.route('/health', healthApi(deps.database, deps.rateLimiter));
  api.route('/', apiDocsApi());
  api.route('/products/:productId/reviews', productReviewsApi(deps.services, deps.rateLimiter));
  // Before /products, whose /:productId would otherwise take GET /products/admin/categories.
  api.route('/products/admin', productsAdminApi(deps.services, deps.rateLimiter));
  api.route('/products', productsApi(deps.services));
  api.route('/reviews', reviewTranslationApi(deps.services, deps.rateLimiter, deps.trustProxy));
  api.route('/auth', authApi(deps.services, deps.rateLimiter, deps.trustProxy));
  api.route('/users', usersApi(deps.services));
  api.route('/account', addressesApi(deps.services, deps.rateLimiter));
  api.route('/coupons', couponsApi(deps.services, deps.rateLimiter, deps.trustProxy));
  api.route('/favourites', favouritesApi(deps.services, deps.rateLimiter, deps.trustProxy));
  api.route('/cart', cartApi(deps.services));
  api.route('/orders', ordersApi(deps.services, deps.rateLimiter));
  api.route('/orders', orderReturnsApi(deps.services, deps.rateLimiter));
  api.route('/returns', returnsApi(deps.services));
  api.route('/consent', consentApi(deps.rateLimiter, deps.trustProxy));
  api.route('/contact', contactApi(deps.services, deps.trustProxy));
  api.route('/stock-alerts', stockAlertsApi(deps.services, deps.trustProxy));
  api.route('/contact-messages', contactMessagesApi(deps.services));
  api.route('/mail', mailApi(deps.services));
  api.route('/webhooks', webhooksApi(deps.services, deps.rateLimiter));
  api.route('/shipping', shippingApi(deps.services, deps.rateLimiter));
  api.route('/currencies', currenciesApi(deps.services, deps.rateLimiter));
  api.route('/uploads', uploadsApi(deps.services));
  api.route('/stats', statsApi(deps.services));
  api.route('/payments', paymentsApi(deps.services, { stripeWebhookSecret: deps.stripeWebhookSecret }));
  api.all('*', () => {
    throw notFound('Not Found');
  });
  return api;
}
