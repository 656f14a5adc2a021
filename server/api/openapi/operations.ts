/**
 * The registry of every /api operation (decision 0037): its path, who may call it, the
 * zod schemas its handler reads the input with (imported, never copied), the schemas of
 * its answers (domain/api-answer-schemas.ts) and examples. The OpenAPI document and the
 * docs page are generated from it; tests/api/openapi.test.ts checks it against the routes
 * Hono registers, so a route added without an entry here fails the test.
 */
import { z } from 'zod';
import * as answers from '../../../domain/api-answer-schemas';
import { catalogQuerySchema } from '../../../domain/catalog-query';
import { CATEGORY_DISCOUNT_MESSAGES, categoryDiscountInputSchema, categoryRefSchema } from '../../../domain/category-discount-input';
import { contactInputSchema, contactMessagePatchSchema, contactMessagesQuerySchema } from '../../../domain/contact';
import { CONTACT_TEXT } from '../../../domain/contact-rules';
import { applyCouponSchema, couponInputSchema } from '../../../domain/coupons';
import { UPLOAD_FIELD, UPLOAD_TEXT } from '../../../domain/image-uploads';
import { MAIL_TEXT, mailMessagesQuerySchema } from '../../../domain/mail';
import { productInputSchema } from '../../../domain/product-input';
import { REVIEW_TEXT } from '../../../domain/review-rules';
import { reviewInputSchema, reviewPageQuerySchema, translateInputSchema } from '../../../domain/reviews';
import { searchQuerySchema } from '../../../domain/search';
import { statsBreakdownQuerySchema, statsTimeseriesQuerySchema } from '../../../domain/stats';
import { quoteSchema } from '../cart';
import { PRODUCT_DELETED } from '../../services/catalog-admin';
import { COUPON_SERVICE_MESSAGES } from '../../services/coupons';
import { messageOnly, productAnswer } from './common-answers';
import * as ex from './examples';
import { answer, jsonRequest, type ApiOperation } from './operation';

export const API_OPERATIONS: ApiOperation[] = [

  // ── Catalogue ────────────────────────────────────────────────────────────────────────
  {
    method: 'get',
    path: '/api/products',
    tag: 'Catalogue',
    summary: 'Every product, or one page of the filtered catalogue',
    description:
      'Without any listing parameter the answer is the plain array of every product (SPEC §7). With any of them it is one page: filters (category, colour and size may repeat), sort and paging.',
    access: 'public',
    query: catalogQuerySchema,
    answers: [
      answer({
        status: 200,
        description: 'The products (no parameters), or one page of them.',
        schema: z.union([answers.productListSchema, answers.catalogPageSchema]),
        examples: [
          { summary: 'No parameters: every product', value: [ex.product] },
          { summary: '?category=Coats&sort=price-asc: a page', value: { products: [ex.product], total: 1, page: 1, pageSize: 24, pageCount: 1 } },
        ],
      }),
    ],
  },
  {
    method: 'get',
    path: '/api/products/facets',
    tag: 'Catalogue',
    summary: 'What the filter screen offers for the current filters',
    access: 'public',
    query: catalogQuerySchema,
    answers: [
      answer({
        status: 200,
        description: 'Categories with their counts, colours, sizes and the price range.',
        schema: answers.catalogFacetsSchema,
        examples: [{ summary: 'A small catalogue', value: { categories: [{ name: 'Coats', count: 12 }, { name: 'Hats', count: 5 }], colors: ['Black', 'Navy'], sizes: ['S', 'M', 'L'], price: { min: 19.99, max: 249 } } }],
      }),
    ],
  },
  {
    method: 'get',
    path: '/api/products/search',
    tag: 'Catalogue',
    summary: 'Search products by name, category, description or colour',
    access: 'public',
    query: searchQuerySchema,
    answers: [answer({ status: 200, description: 'The best matches first.', schema: answers.productListSchema, examples: [{ summary: '?query=wool', value: [ex.product] }] })],
  },
  {
    method: 'get',
    path: '/api/products/{productId}',
    tag: 'Catalogue',
    summary: 'One product',
    access: 'public',
    pathParams: { productId: { description: 'The product’s id (a UUID).' } },
    answers: [productAnswer(200, 'The product with its colours, sizes, prices and stock.')],
    errors: { 404: 'No such product.' },
  },

  // ── Reviews ──────────────────────────────────────────────────────────────────────────
  {
    method: 'get',
    path: '/api/products/{productId}/reviews',
    tag: 'Reviews',
    summary: 'A product’s reviews: all of them, or a page',
    description: 'Without `limit` or `cursor` the answer is the plain array of every review, newest first (SPEC §7); with either, one page and the rating summary.',
    access: 'public',
    pathParams: { productId: { description: 'The product’s id.' } },
    query: reviewPageQuerySchema,
    answers: [
      answer({
        status: 200,
        description: 'Every review, or one page of them.',
        schema: z.union([answers.reviewListSchema, answers.reviewPageSchema]),
        examples: [
          { summary: 'No parameters: every review', value: [ex.review] },
          {
            summary: '?limit=10: the first page',
            value: { reviews: [ex.review], nextCursor: null, averageRating: 4.5, numReviews: 2, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } },
          },
        ],
      }),
    ],
    errors: { 404: 'No such product.' },
  },
  {
    method: 'post',
    path: '/api/products/{productId}/reviews',
    tag: 'Reviews',
    summary: 'Write a review (a second one replaces the first)',
    access: 'signedIn',
    pathParams: { productId: { description: 'The product’s id.' } },
    body: jsonRequest(reviewInputSchema, [{ summary: 'Five stars', value: { rating: 5, comment: 'Warm and light, and the navy is deeper than in the photos.' } }]),
    answers: [
      answer({ status: 201, description: 'The new review.', schema: answers.reviewSchema, examples: [{ summary: 'Posted', value: ex.review }] }),
      answer({ status: 200, description: 'The review that replaced this user’s earlier one.', schema: answers.reviewSchema, examples: [{ summary: 'Replaced', value: ex.review }] }),
    ],
    errors: { 404: 'No such product.', 429: REVIEW_TEXT.tooManyReviews },
  },
  {
    method: 'delete',
    path: '/api/products/{productId}/reviews/{reviewId}',
    tag: 'Reviews',
    summary: 'Delete a review (its author or an admin)',
    access: 'signedIn',
    pathParams: { productId: { description: 'The product’s id.' }, reviewId: { description: 'The review’s id.' } },
    answers: [messageOnly('Deleted; the product’s rating is recounted.', REVIEW_TEXT.deleted)],
    errors: { 403: 'Someone else’s review.', 404: 'No such product or review.' },
  },
  {
    method: 'post',
    path: '/api/reviews/translate',
    tag: 'Reviews',
    summary: 'A review comment in English',
    access: 'public',
    body: jsonRequest(translateInputSchema, [{ summary: 'A Spanish comment', value: { text: '¡Hola! La tela es suave y la talla es perfecta.' } }]),
    answers: [
      answer({
        status: 200,
        description: 'The translation and the language it was written in.',
        schema: answers.translationAnswerSchema,
        examples: [{ summary: 'From Spanish', value: { text: 'Hello! The fabric is soft and the size is perfect.', language: 'es' } }],
      }),
    ],
    errors: { 422: REVIEW_TEXT.translateFailed, 429: REVIEW_TEXT.tooManyTranslations },
  },

  // ── Catalogue admin ──────────────────────────────────────────────────────────────────
  {
    method: 'get',
    path: '/api/products/admin/categories',
    tag: 'Catalogue admin',
    summary: 'Categories with their product counts and discounts',
    access: 'admin',
    answers: [answer({ status: 200, description: 'Every category.', schema: answers.adminCategoryListSchema, examples: [{ summary: 'One discounted category', value: [ex.adminCategory] }] })],
  },
  {
    method: 'post',
    path: '/api/products/admin/createProduct',
    tag: 'Catalogue admin',
    summary: 'Add a product',
    access: 'admin',
    body: jsonRequest(productInputSchema, [{ summary: 'A coat in one colour, two sizes', value: ex.productInput }]),
    answers: [productAnswer(201, 'The stored product.')],
    errors: { 500: 'failed to create product' },
  },
  {
    method: 'put',
    path: '/api/products/admin/updateProduct/{id}',
    tag: 'Catalogue admin',
    summary: 'Replace a product’s fields, colours and sizes',
    access: 'admin',
    pathParams: { id: { description: 'The product’s id.' } },
    body: jsonRequest(productInputSchema, [{ summary: 'The same coat, restocked', value: { ...ex.productInput, isFeatured: false } }]),
    answers: [productAnswer(200, 'The product as stored now.')],
    errors: { 404: 'No such product.' },
  },
  {
    method: 'delete',
    path: '/api/products/admin/deleteProduct/{id}',
    tag: 'Catalogue admin',
    summary: 'Delete a product',
    access: 'admin',
    pathParams: { id: { description: 'The product’s id.' } },
    answers: [
      answer({ status: 200, description: 'Deleted; orders keep their lines.', schema: answers.productDeletedAnswerSchema, examples: [{ summary: 'Deleted', value: { message: PRODUCT_DELETED, _id: ex.IDS.product } }] }),
    ],
    errors: { 404: 'No such product.' },
  },
  {
    method: 'post',
    path: '/api/products/admin/applyCategoryDiscount',
    tag: 'Catalogue admin',
    summary: 'Discount a whole category until a date',
    description: 'Either `percentage` or `flatAmount`, never both; the expiry must be in the future.',
    access: 'admin',
    body: jsonRequest(categoryDiscountInputSchema, [
      { summary: '20 % off coats', value: { category: 'Coats', percentage: 20, expiresAt: '2099-12-31' } },
      { summary: '10 off every hat', value: { category: 'Hats', flatAmount: 10, expiresAt: '2099-06-30T23:59:59.000Z' } },
    ]),
    answers: [
      answer({ status: 200, description: 'The category with its discount.', schema: answers.categoryDiscountAnswerSchema, examples: [{ summary: 'Applied', value: { message: CATEGORY_DISCOUNT_MESSAGES.applied, category: ex.adminCategory } }] }),
    ],
    errors: { 400: 'The body fails its schema, or no product has this category.' },
  },
  {
    method: 'delete',
    path: '/api/products/admin/removeCategoryDiscount',
    tag: 'Catalogue admin',
    summary: 'Remove a category’s discount',
    description: 'The category travels in the body of the DELETE, as SPEC §7 sends it.',
    access: 'admin',
    body: jsonRequest(categoryRefSchema, [{ summary: 'Coats', value: { category: 'Coats' } }]),
    answers: [
      answer({
        status: 200,
        description: 'The category without its discount.',
        schema: answers.categoryDiscountAnswerSchema,
        examples: [{ summary: 'Removed', value: { message: CATEGORY_DISCOUNT_MESSAGES.removed, category: { ...ex.adminCategory, discount: null } } }],
      }),
    ],
    errors: { 404: 'The category has no discount.' },
  },
  {
    method: 'post',
    path: '/api/uploads',
    tag: 'Catalogue admin',
    summary: 'Upload a product image',
    description: 'JPEG, PNG or WebP up to 10 MB; stored as WebP with its smaller renditions. The answer’s `url` goes into a colour’s `images`.',
    access: 'admin',
    body: {
      kind: 'multipart',
      schema: z.object({ [UPLOAD_FIELD]: z.file().describe('The image (JPEG, PNG or WebP), one file.') }),
      description: `multipart/form-data with exactly one file in the \`${UPLOAD_FIELD}\` field.`,
    },
    answers: [answer({ status: 201, description: 'The stored image.', schema: answers.uploadAnswerSchema, examples: [{ summary: 'A portrait photo', value: { url: ex.IMAGE_URL, width: 1200, height: 1500 } }] })],
    errors: {
      400: `Not a multipart form with exactly one file in \`${UPLOAD_FIELD}\`, or the file is empty or cannot be read as an image.`,
      413: `${UPLOAD_TEXT.tooLarge} ${UPLOAD_TEXT.tooManyPixels}`,
      415: 'Not a JPEG, PNG or WebP image.',
      429: 'Too many uploads in a short time.',
      500: 'The image could not be stored.',
    },
  },

  // ── Accounts ─────────────────────────────────────────────────────────────────────────

  // ── Cart and coupons ─────────────────────────────────────────────────────────────────
  {
    method: 'post',
    path: '/api/cart/quote',
    tag: 'Cart and coupons',
    summary: 'Price a cart as the store would charge it now',
    description: 'Current prices and stock, the automatic store discount, the named coupon (priced without it, with `couponError`, when it no longer applies) and the shipping method’s cost.',
    access: 'public',
    body: jsonRequest(quoteSchema, [
      {
        summary: 'One coat, a coupon, standard shipping',
        value: { items: [{ productId: ex.IDS.product, color: 'Navy', size: 'M', quantity: 1 }], couponCode: 'WINTER15', shippingMethod: 'standard' },
      },
    ]),
    answers: [
      answer({
        status: 200,
        description: 'The priced lines and totals.',
        schema: answers.cartQuoteAnswerSchema,
        examples: [
          {
            summary: 'Priced with the coupon',
            value: {
              lines: [{ productId: ex.IDS.product, color: 'Navy', size: 'M', quantity: 1, name: 'Felted Wool Coat', price: 189, discountedPrice: 160.65, stock: 4 }],
              missing: [],
              subtotal: 160.65,
              couponDiscount: 24.1,
              storeDiscount: 0,
              totalDiscount: 24.1,
              shippingCost: 5.99,
              total: 142.54,
              couponCode: 'WINTER15',
              couponError: null,
              automaticDiscount: null,
            },
          },
        ],
      }),
    ],
  },
  {
    method: 'post',
    path: '/api/coupons/apply',
    tag: 'Cart and coupons',
    summary: 'Check a coupon code against a cart',
    access: 'public',
    body: jsonRequest(applyCouponSchema, [
      { summary: 'A code with the cart’s lines', value: { code: 'WINTER15', items: [{ productId: ex.IDS.product, color: 'Navy', size: 'M', quantity: 1 }] } },
      { summary: 'A code and a total (SPEC §7)', value: { code: 'WINTER15', cartTotal: 160.65, productIds: [ex.IDS.product] } },
    ]),
    answers: [
      answer({
        status: 200,
        description: 'The coupon and its discount; with lines sent, the whole cart’s totals too.',
        schema: answers.appliedCouponAnswerSchema,
        examples: [
          {
            summary: 'Applied to the lines',
            value: { coupon: ex.coupon, discount: 24.1, subtotal: 160.65, couponDiscount: 24.1, storeDiscount: 0, totalDiscount: 24.1, shippingCost: 5.99, total: 142.54 },
          },
          { summary: 'Applied to a total', value: { coupon: ex.coupon, discount: 24.1 } },
        ],
      }),
    ],
    errors: { 400: 'The body fails its schema, or the coupon has expired, is used up or does not apply to this cart.', 404: 'No such coupon code.', 429: 'Too many failed codes from this address.' },
  },
  {
    method: 'get',
    path: '/api/coupons',
    tag: 'Cart and coupons',
    summary: 'Every coupon and store discount',
    access: 'admin',
    answers: [answer({ status: 200, description: 'Every coupon, newest first.', schema: answers.couponListSchema, examples: [{ summary: 'One coupon', value: [ex.coupon] }] })],
  },
  {
    method: 'post',
    path: '/api/coupons',
    tag: 'Cart and coupons',
    summary: 'Create a coupon (or, with isGlobal, an automatic store discount)',
    access: 'admin',
    body: jsonRequest(couponInputSchema, [
      {
        summary: '15 % off coats',
        value: { code: 'winter15', description: '15% off coats', type: 'percentage', value: 15, appliesTo: 'category', target: 'Coats', maxUses: 500, expiresAt: '2099-02-28', minOrderValue: 50, maxDiscount: 60 },
      },
      { summary: 'A store-wide discount without a code', value: { description: 'Autumn sale', type: 'fixed', value: 5, isGlobal: true, minOrderValue: 40 } },
    ]),
    answers: [answer({ status: 201, description: 'The stored coupon (its code in capitals).', schema: answers.couponSchema, examples: [{ summary: 'Created', value: ex.coupon }] })],
    errors: { 400: 'The body fails its schema, or names an unknown product.', 409: 'The code is taken.' },
  },
  {
    method: 'put',
    path: '/api/coupons/{id}',
    tag: 'Cart and coupons',
    summary: 'Replace a coupon’s fields',
    access: 'admin',
    pathParams: { id: { description: 'The coupon’s id.' } },
    body: jsonRequest(couponInputSchema, [{ summary: 'A higher limit', value: { code: 'WINTER15', type: 'percentage', value: 15, appliesTo: 'category', target: 'Coats', maxUses: 1000 } }]),
    answers: [answer({ status: 200, description: 'The coupon as stored now.', schema: answers.couponSchema, examples: [{ summary: 'Updated', value: { ...ex.coupon, maxUses: 1000 } }] })],
    errors: { 404: 'No such coupon.', 409: 'The code is taken.' },
  },
  {
    method: 'delete',
    path: '/api/coupons/{id}',
    tag: 'Cart and coupons',
    summary: 'Delete a coupon',
    access: 'admin',
    pathParams: { id: { description: 'The coupon’s id.' } },
    answers: [answer({ status: 200, description: 'Deleted; the coupon as it was.', schema: answers.couponDeletedAnswerSchema, examples: [{ summary: 'Deleted', value: { message: COUPON_SERVICE_MESSAGES.deleted, coupon: ex.coupon } }] })],
    errors: { 404: 'No such coupon.' },
  },

  // ── Orders and payments ──────────────────────────────────────────────────────────────

  // ── Contact ──────────────────────────────────────────────────────────────────────────
  {
    method: 'post',
    path: '/api/contact',
    tag: 'Contact',
    summary: 'Send a message to the store',
    description: 'Stored first, then e-mailed to the store and acknowledged to the sender. `website` is a honeypot: people leave it empty.',
    access: 'public',
    body: jsonRequest(contactInputSchema, [
      { summary: 'A question', value: { name: 'Timur Asanov', email: 'timur@example.com', subject: 'Sizing of the wool coat', message: 'Does the coat run large? I usually wear an M.' } },
    ]),
    answers: [answer({ status: 201, description: 'Received.', schema: answers.messageAnswerSchema, examples: [{ summary: 'Sent', value: { message: CONTACT_TEXT.sent } }] })],
    errors: { 429: 'Too many messages from this address.' },
  },
  {
    method: 'get',
    path: '/api/contact-messages',
    tag: 'Contact',
    summary: 'The contact inbox, newest first',
    access: 'admin',
    query: contactMessagesQuerySchema,
    answers: [
      answer({ status: 200, description: 'One page.', schema: answers.contactMessagesAnswerSchema, examples: [{ summary: '?status=unhandled', value: { messages: [ex.contactMessage], total: 1, page: 1, pageSize: 20 } }] }),
    ],
  },
  {
    method: 'patch',
    path: '/api/contact-messages/{id}',
    tag: 'Contact',
    summary: 'Mark a message handled, or not',
    access: 'admin',
    pathParams: { id: { description: 'The message’s id.' } },
    body: jsonRequest(contactMessagePatchSchema, [{ summary: 'Handled', value: { handled: true } }]),
    answers: [
      answer({
        status: 200,
        description: 'The message as it is now.',
        schema: answers.contactMessageSchema,
        examples: [{ summary: 'Handled', value: { ...ex.contactMessage, handled: true, handledAt: '2026-11-24T09:00:00.000Z' } }],
      }),
    ],
    errors: { 404: CONTACT_TEXT.messageNotFound },
  },

  // ── Mail ─────────────────────────────────────────────────────────────────────────────
  {
    method: 'get',
    path: '/api/mail/messages',
    tag: 'Mail',
    summary: 'E-mails that failed or are still being retried, newest first',
    description:
      'Every e-mail is written with the change that causes it and sent by a worker, retried for a day (1 minute doubling to an hour) before it is marked failed. `state`: `failed`, `retrying`, or both when absent. Never the subject or body: they may carry a code or a link.',
    access: 'admin',
    query: mailMessagesQuerySchema,
    answers: [
      answer({ status: 200, description: 'One page.', schema: answers.mailMessagesAnswerSchema, examples: [{ summary: '?state=retrying', value: { messages: [ex.mailMessage], total: 1, page: 1, pageSize: 20 } }] }),
    ],
  },
  {
    method: 'post',
    path: '/api/mail/messages/{id}/send-again',
    tag: 'Mail',
    summary: 'Send a message again',
    description: 'A failed message goes back to the queue with its tries reset (another day of them); one still being retried is tried now.',
    access: 'admin',
    pathParams: { id: { description: 'The message’s id.' } },
    answers: [
      answer({
        status: 200,
        description: 'The message as it is now, waiting to be sent.',
        schema: answers.mailMessageSchema,
        examples: [{ summary: 'Back in the queue', value: { ...ex.mailMessage, attempts: 0, nextAttemptAt: '2026-11-25T09:00:00.000Z' } }],
      }),
    ],
    errors: { 404: MAIL_TEXT.notFound, 409: MAIL_TEXT.alreadySent },
  },

  // ── Statistics ───────────────────────────────────────────────────────────────────────
  {
    method: 'get',
    path: '/api/stats/summary',
    tag: 'Statistics',
    summary: 'The dashboard’s figures',
    description: 'Revenue (paid orders, store currency) today and over 7 and 30 UTC days against the days just before, orders needing action, low stock and the latest orders and reviews.',
    access: 'admin',
    answers: [
      answer({
        status: 200,
        description: 'The dashboard.',
        schema: answers.statsSummaryAnswerSchema,
        examples: [
          {
            summary: 'A quiet week',
            value: {
              currency: 'USD',
              revenue: {
                today: { current: 142.54, previous: 0, changePercent: null },
                last7Days: { current: 980.1, previous: 870, changePercent: 12.7 },
                last30Days: { current: 4210.4, previous: 4500, changePercent: -6.4 },
              },
              needsAction: { pending: 2, processing: 1 },
              averageOrderValue30Days: 120.3,
              newCustomers30Days: 14,
              lowStock: [{ productId: ex.IDS.product, productName: 'Felted Wool Coat', color: 'Navy', size: 'S', stock: 0 }],
              latestOrders: [
                { _id: ex.IDS.order, customerName: 'Aida Bekova', email: 'aida@example.com', total: 142.54, currency: 'USD', orderStatus: 'processing', paymentStatus: 'paid', createdAt: '2026-11-21T10:30:00.000Z' },
              ],
              latestReviews: [{ _id: ex.IDS.review, productId: ex.IDS.product, productName: 'Felted Wool Coat', name: 'Aida Bekova', rating: 5, comment: ex.review.comment, createdAt: ex.review.createdAt }],
            },
          },
        ],
      }),
    ],
  },
  {
    method: 'get',
    path: '/api/stats/timeseries',
    tag: 'Statistics',
    summary: 'Paid revenue or orders per UTC day, week or month',
    access: 'admin',
    query: statsTimeseriesQuerySchema,
    answers: [
      answer({
        status: 200,
        description: 'One point per bucket of the range, empty ones as 0.',
        schema: answers.statsTimeseriesAnswerSchema,
        examples: [
          {
            summary: '?metric=revenue&from=2026-11-01&to=2026-11-03',
            value: {
              metric: 'revenue',
              interval: 'day',
              from: '2026-11-01',
              to: '2026-11-03',
              currency: 'USD',
              points: [
                { period: '2026-11-01', value: 310.5 },
                { period: '2026-11-02', value: 0 },
                { period: '2026-11-03', value: 142.54 },
              ],
            },
          },
        ],
      }),
    ],
  },
  {
    method: 'get',
    path: '/api/stats/breakdown',
    tag: 'Statistics',
    summary: 'Sales by category, top products, coupons, conversion and customers over a range',
    access: 'admin',
    query: statsBreakdownQuerySchema,
    answers: [
      answer({
        status: 200,
        description: 'The statistics screen’s parts.',
        schema: answers.statsBreakdownAnswerSchema,
        examples: [
          {
            summary: '?from=2026-11-01&to=2026-11-30',
            value: {
              from: '2026-11-01',
              to: '2026-11-30',
              currency: 'USD',
              categories: [{ category: 'Coats', revenue: 2310.4, units: 15 }],
              topByRevenue: [{ productId: ex.IDS.product, productName: 'Felted Wool Coat', revenue: 1445.9, units: 9 }],
              topByUnits: [{ productId: ex.IDS.product, productName: 'Felted Wool Coat', revenue: 1445.9, units: 9 }],
              coupons: { uses: [{ code: 'WINTER15', orders: 6, discount: 144.6 }], orders: 6, discount: 144.6 },
              conversion: { started: 40, paid: 31, ratePercent: 77.5 },
              customers: { new: 12, returning: 19 },
            },
          },
        ],
      }),
    ],
  },
];
