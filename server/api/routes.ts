/**
 * Every /api route's declaration, in the order the docs page shows the areas: the
 * OpenAPI document and the docs page are generated from this list, and
 * tests/api/openapi.test.ts checks it against the routes Hono registers.
 */
import { AUTH_ROUTES } from './auth';
import { HEALTH_ROUTES } from './health';
import { METRICS_ROUTES } from './metrics';
import { CART_ROUTES } from './cart';
import { CONSENT_ROUTES } from './consent';
import { CONTACT_MESSAGES_ROUTES } from './contact';
import { CONTACT_ROUTES } from './contact';
import { COUPONS_ROUTES } from './coupons';
import { MAIL_ROUTES } from './mail';
import { PRODUCTS_ADMIN_ROUTES } from './products-admin';
import { PRODUCTS_ROUTES } from './products';
import { PRODUCT_REVIEWS_ROUTES } from './reviews';
import { REVIEW_TRANSLATION_ROUTES } from './reviews';
import { STATS_ROUTES } from './stats';
import { STOCK_ALERTS_ROUTES } from './stock-alerts';
import { UPLOADS_ROUTES } from './uploads';
import { ORDERS_ROUTES } from './orders';
import { PAYMENTS_ROUTES } from './payments';
import { ORDER_RETURNS_ROUTES, RETURNS_ROUTES } from './returns';
import { USERS_ROUTES } from './users';
import { ADDRESSES_ROUTES } from './addresses';
import { SHIPPING_ROUTES } from './shipping';
import { CURRENCIES_ROUTES } from './currencies';
import { FAVOURITES_ROUTES } from './favourites';
import { WEBHOOKS_ROUTES } from './webhooks';
import { FEEDS_ROUTES } from './feeds';
import { API_TAGS } from './openapi/api-info';
import { DOCS_ROUTES } from './openapi/docs-routes';
import type { ApiOperation } from './openapi/operation';

const DECLARED: ApiOperation[] = [
  ...Object.values(HEALTH_ROUTES),
  ...Object.values(METRICS_ROUTES),
  ...Object.values(DOCS_ROUTES),
  ...Object.values(CONSENT_ROUTES),
  ...Object.values(PRODUCTS_ROUTES),
  ...Object.values(PRODUCT_REVIEWS_ROUTES),
  ...Object.values(REVIEW_TRANSLATION_ROUTES),
  ...Object.values(FAVOURITES_ROUTES),
  ...Object.values(PRODUCTS_ADMIN_ROUTES),
  ...Object.values(UPLOADS_ROUTES),
  ...Object.values(AUTH_ROUTES),
  ...Object.values(USERS_ROUTES),
  ...Object.values(ADDRESSES_ROUTES),
  ...Object.values(CART_ROUTES),
  ...Object.values(COUPONS_ROUTES),
  ...Object.values(ORDERS_ROUTES),
  ...Object.values(PAYMENTS_ROUTES),
  ...Object.values(ORDER_RETURNS_ROUTES),
  ...Object.values(RETURNS_ROUTES),
  ...Object.values(SHIPPING_ROUTES),
  ...Object.values(CURRENCIES_ROUTES),
  ...Object.values(CONTACT_ROUTES),
  ...Object.values(CONTACT_MESSAGES_ROUTES),
  ...Object.values(STOCK_ALERTS_ROUTES),
  ...Object.values(MAIL_ROUTES),
  ...Object.values(WEBHOOKS_ROUTES),
  ...Object.values(STATS_ROUTES),
  ...Object.values(FEEDS_ROUTES),
];

const tagOrder = (op: ApiOperation) => API_TAGS.findIndex((tag) => tag.name === op.tag);

/** Grouped by tag, as the docs page shows them. */
export const API_ROUTES: readonly ApiOperation[] = [...DECLARED].sort((a, b) => tagOrder(a) - tagOrder(b));
