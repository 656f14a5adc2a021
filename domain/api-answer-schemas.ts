/**
 * The API's answers, each described once as a zod schema. The schema is what the OpenAPI
 * document publishes (server/api/openapi/), what the API tests validate every answer
 * against, and, through `z.output`, the type beside it: the type the handlers' answers
 * `satisfies` and the type the browser reads them as.
 *
 * The browser imports this module with `import type` only (lint refuses a value import in
 * app/): types are erased by the build, so no zod reaches a page through an answer type.
 */
import { z } from 'zod';
import { BULK_ORDER_STATUSES, BULK_STATUS_OUTCOMES } from './bulk-order-status';
import { COUPON_SCOPES, COUPON_TYPES } from './coupons';
import { FIT_ANSWERS } from './fit-advice';
import { MAIL_KINDS } from './mail';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './orders';
import { RETURN_REASON_IDS, RETURN_STATUSES } from './returns';
import { TRANSLATABLE_GREETINGS, type TranslatableLanguage } from './review-greetings';
import { ACTOR_TYPES, TIMELINE_KINDS } from './order-timeline';
import { STATS_INTERVALS, STATS_METRICS } from './stats';
import { STOCK_ALERT_OUTCOMES } from './stock-alert-rules';
import { STOCK_REASONS } from './stock-ledger';
import { USER_ROLES } from './user-admin';
import { WEBHOOK_DELIVERY_STATES, WEBHOOK_EVENTS, WEBHOOK_PING } from './webhooks';

const isoDateTime = z.string().describe('ISO 8601 date-time');
const money = z.number().describe('Currency units (two decimals at most)');

/** Every error the API answers (server/http/errors.ts). */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    /** Validation failures: each field's first message, keyed by its path (`items.0.quantity`). */
    errors: z.optional(z.record(z.string(), z.string())),
  })
  .describe('An error: a sentence to show, and with a validation failure each field’s message.');

/** The calls that answer with a sentence only (logout, resend code, password reset…). */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.output<typeof messageAnswerSchema>;

/** GET /api/health: 200 with `ok`, 503 with `degraded` when the database does not answer. */
export const healthAnswerSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.string(), reachable: z.boolean() }),
});
export type HealthAnswer = z.output<typeof healthAnswerSchema>;

/** GET /api/health/ready: may this process take traffic? Each part's check, and the verdict (decision 71). */
export const readinessAnswerSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.enum(['ok', 'failed']),
    migrations: z.enum(['ok', 'pending', 'unknown']),
    redis: z.enum(['ok', 'failed', 'not_configured']),
  }),
});
export type ReadinessAnswer = z.output<typeof readinessAnswerSchema>;

// ---------------------------------------------------------------------------------------
// Accounts

/** The signed-in user as the API returns it and the browser stores it (SPEC §3). */
export const authUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
});
export type AuthUser = z.output<typeof authUserSchema>;

/** POST /api/auth/login and /api/auth/verify-otp. */
export const authAnswerSchema = z.object({ token: z.string(), user: authUserSchema });
export type AuthAnswer = z.output<typeof authAnswerSchema>;

/** GET /api/auth/me: the signed-in user. */
export const meAnswerSchema = z.object({ user: authUserSchema });
export type MeAnswer = z.output<typeof meAnswerSchema>;

/** One of the signed-in shopper's saved shipping addresses (decision 0066). */
export const savedAddressSchema = z.object({
  _id: z.string(),
  phone: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  country: z.string(),
  state: z.nullable(z.string()),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  /** The one checkout offers first; exactly one while any are saved. */
  isDefault: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type SavedAddress = z.output<typeof savedAddressSchema>;

/** GET /api/account/addresses and every change's answer: all of them, the default first, then the newest. */
export const savedAddressesAnswerSchema = z.object({
  addresses: z.array(savedAddressSchema),
  /** How many one account may keep. */
  limit: z.number(),
});
export type SavedAddressesAnswer = z.output<typeof savedAddressesAnswerSchema>;

/** POST /api/auth/register. */
export const signupAnswerSchema = z.object({ message: z.string(), email: z.string(), requestId: z.string() });
export type SignupAnswer = z.output<typeof signupAnswerSchema>;

/** POST /api/auth/login (403) with the right password of a sign-up still waiting for its code. */
export const unverifiedAnswerSchema = z.object({
  message: z.string(),
  /** The sign-up request whose code page the shopper is sent to. */
  requestId: z.string(),
});
export type UnverifiedAnswer = z.output<typeof unverifiedAnswerSchema>;

// ---------------------------------------------------------------------------------------
// Catalogue: the product exactly with the field names of SPEC §3, prices in currency units

const sizeSchema = z.object({
  size: z.string(),
  price: money,
  /** Computed on read: the lowest of price and the active discounts (domain/discounts). */
  discountedPrice: money,
  stock: z.number(),
  discount: z.object({ percentage: z.number(), expiresAt: z.nullable(isoDateTime) }),
});
export type ApiSize = z.output<typeof sizeSchema>;

const categoryDiscountSchema = z.object({
  percentage: z.number(),
  flatAmount: money,
  expiresAt: z.nullable(isoDateTime),
});
export type ApiCategoryDiscount = z.output<typeof categoryDiscountSchema>;

const variantSchema = z.object({
  _id: z.string(),
  color: z.string(),
  images: z.array(z.string()),
  sizes: z.array(sizeSchema),
});
export type ApiVariant = z.output<typeof variantSchema>;

/** A product's texts in one more language; a text left out shows in English (decision 62). */
const productTranslationSchema = z.object({ name: z.optional(z.string()), description: z.optional(z.string()) });

/**
 * A product as GET /api/products/{id} answers it; creating and updating one answer it the
 * same way. `translations` is the store's addition to SPEC §3's fields.
 */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  price: money,
  isFeatured: z.boolean(),
  createdAt: isoDateTime,
  averageRating: z.number(),
  numReviews: z.number(),
  categoryDiscount: categoryDiscountSchema,
  variants: z.array(variantSchema),
  /** The name and description in Russian (`ru`) and Kyrgyz (`ky`), where given. */
  translations: z.object({ ru: z.optional(productTranslationSchema), ky: z.optional(productTranslationSchema) }),
});
export type ApiProduct = z.output<typeof productSchema>;

export const productListSchema = z.array(productSchema);

/** GET /api/products with listing parameters. */
export const catalogPageSchema = z.object({
  products: z.array(productSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
});
export type CatalogPage = z.output<typeof catalogPageSchema>;

/** GET /api/products/facets: what the filter screen offers. */
export const catalogFacetsSchema = z.object({
  /** Every category; `count` is how many products match the other active filters. */
  categories: z.array(z.object({ name: z.string(), count: z.number() })),
  /** Colours of any variant, the SPEC's known colours first in their order. */
  colors: z.array(z.string()),
  /** Sizes of any variant, XS < S < M … and numerically. */
  sizes: z.array(z.string()),
  /** Lowest and highest discounted size price in the catalogue (0 and 0 when empty). */
  price: z.object({ min: money, max: money }),
});
export type CatalogFacets = z.output<typeof catalogFacetsSchema>;

// ---------------------------------------------------------------------------------------
// Reviews

/** A review as the API answers it: SPEC §3 Review, plus its author's account id. */
export const reviewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  rating: z.number(),
  comment: z.string(),
  /** How it fits, as the author said (decision 65); null when not said. */
  fit: z.nullable(z.enum(FIT_ANSWERS)),
  /** The size the author bought; null when not said. */
  size: z.nullable(z.string()),
  createdAt: isoDateTime,
  /** The author's account (so the page can offer its author the delete button); null once that account is deleted. */
  userId: z.nullable(z.string()),
});
export type ApiReview = z.output<typeof reviewSchema>;

export const reviewListSchema = z.array(reviewSchema);

const fitCountsSchema = z.object({ runs_small: z.number(), true_to_size: z.number(), runs_large: z.number() });

/** One page of a product's reviews with the product's rating summary (GET …/reviews?limit=…). */
export const reviewPageSchema = z.object({
  reviews: z.array(reviewSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.nullable(z.string()),
  averageRating: z.number(),
  numReviews: z.number(),
  /** How many reviews give each star count, 1 to 5. */
  distribution: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
  /** How many reviews give each fit answer: all of them, and per size for each of the product's sizes (decision 65). */
  fit: z.object({
    counts: fitCountsSchema,
    sizes: z.array(z.object({ size: z.string(), counts: fitCountsSchema })),
  }),
});
export type ReviewPage = z.output<typeof reviewPageSchema>;

const languages = Object.keys(TRANSLATABLE_GREETINGS) as [TranslatableLanguage, ...TranslatableLanguage[]];
/** POST /api/reviews/translate: a review comment in English, and the language it was written in. */
export const translationAnswerSchema = z.object({ text: z.string(), language: z.enum(languages) });
export type TranslationAnswer = z.output<typeof translationAnswerSchema>;

// ---------------------------------------------------------------------------------------
// Favourites (decision 63)

/** Every /api/favourites answer: the shopper's list, newest first, and its bound. */
export const favouritesAnswerSchema = z.object({
  productIds: z.array(z.string()),
  limit: z.number().int(),
  /** Merge only: products of the browser's list left out (unknown, or past the limit). */
  skipped: z.number().int().optional(),
});
export type FavouritesAnswer = z.output<typeof favouritesAnswerSchema>;

// ---------------------------------------------------------------------------------------
// Cart and coupons

/** The amounts of a priced cart, in currency units. */
const cartTotalsSchema = z.object({
  subtotal: money,
  couponDiscount: money,
  storeDiscount: money,
  totalDiscount: money,
  shippingCost: money,
  total: money,
});
export type CartTotalsAnswer = z.output<typeof cartTotalsSchema>;

/** A cart line as the browser sends it for pricing. */
const quoteItemSchema = z.object({ productId: z.string(), color: z.string(), size: z.string(), quantity: z.number() });
export type QuoteItem = z.output<typeof quoteItemSchema>;

/** One line as the server prices it now. */
const quoteLineSchema = quoteItemSchema.extend({
  name: z.string(),
  price: money,
  discountedPrice: money,
  stock: z.number(),
});
export type QuoteLine = z.output<typeof quoteLineSchema>;

/** The automatic store discount a cart gets without a code. */
const automaticDiscountSchema = z.object({
  coupon: z.object({ _id: z.string(), description: z.nullable(z.string()) }),
  discount: money,
});
export type AutomaticDiscountAnswer = z.output<typeof automaticDiscountSchema>;

/** POST /api/cart/quote. */
export const cartQuoteAnswerSchema = cartTotalsSchema.extend({
  lines: z.array(quoteLineSchema),
  /** Lines whose product, colour or size is no longer sold. */
  missing: z.array(quoteItemSchema),
  couponCode: z.nullable(z.string()),
  /** Why the cart's coupon no longer applies; the quote is priced without it. */
  couponError: z.nullable(z.string()),
  automaticDiscount: z.nullable(automaticDiscountSchema),
});
export type CartQuoteAnswer = z.output<typeof cartQuoteAnswerSchema>;

/** A coupon in the API (SPEC §3 fields plus maxDiscount); money in currency units. */
export const couponSchema = z.object({
  _id: z.string(),
  /** Null for an automatic store discount, which has no code. */
  code: z.nullable(z.string()),
  description: z.string(),
  type: z.enum(COUPON_TYPES),
  /** Percent for percentage coupons; currency units for fixed ones. */
  value: z.number(),
  appliesTo: z.enum(COUPON_SCOPES),
  target: z.nullable(z.string()),
  maxUses: z.nullable(z.number()),
  usedCount: z.number(),
  expiresAt: z.nullable(isoDateTime),
  minOrderValue: z.nullable(money),
  maxDiscount: z.nullable(money),
  isGlobal: z.boolean(),
  createdAt: isoDateTime,
});
export type ApiCoupon = z.output<typeof couponSchema>;

export const couponListSchema = z.array(couponSchema);

/** POST /api/coupons/apply: the coupon and its discount, with the cart's totals when lines were sent. */
export const appliedCouponAnswerSchema = z.object({
  coupon: couponSchema,
  discount: money,
  ...cartTotalsSchema.partial().shape,
});
export type AppliedCouponAnswer = z.output<typeof appliedCouponAnswerSchema>;

/** DELETE /api/coupons/{id}: the coupon as it was. */
export const couponDeletedAnswerSchema = z.object({ message: z.string(), coupon: couponSchema });
export type CouponDeletedAnswer = z.output<typeof couponDeletedAnswerSchema>;

// ---------------------------------------------------------------------------------------
// Orders and payments

/** A parcel as the shopper and the back office read it (decision 47). */
export const shipmentSchema = z.object({
  carrier: z.string(),
  /** What to call the carrier: its listed name, or the name typed for another carrier. */
  carrierName: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string(),
  shippedAt: isoDateTime,
});
export type ApiShipment = z.output<typeof shipmentSchema>;

/**
 * A return of some of an order's units (decision 0052) as the shopper and the back office
 * read it: its steps with their times, the instructions once approved, the reason once
 * rejected, and the refund once received.
 */
export const returnSchema = z.object({
  _id: z.string(),
  /** `R-` and the last 8 characters of its id. */
  number: z.string(),
  orderId: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASON_IDS),
  /** The reason as the form offered it. */
  reasonLabel: z.string(),
  comment: z.nullable(z.string()),
  lines: z.array(
    z.object({ itemId: z.string(), name: z.string(), color: z.string(), size: z.string(), quantity: z.number() }),
  ),
  requestedAt: isoDateTime,
  /** When the store approved or rejected it. */
  decidedAt: z.nullable(isoDateTime),
  /** Approved: what to do with the parcel, a sentence each (the e-mail says the same). */
  instructions: z.nullable(z.array(z.string())),
  rejectionReason: z.nullable(z.string()),
  receivedAt: z.nullable(isoDateTime),
  /** Received: the money given back and whether the units went back in stock. */
  refund: z.nullable(z.object({ amount: money, restocked: z.boolean() })),
});
export type ApiReturn = z.output<typeof returnSchema>;

/** SPEC §3 Order, money in currency units, plus the checkout details the order keeps. */
export const orderSchema = z.object({
  _id: z.string(),
  number: z.string(),
  user: z.object({ name: z.string(), email: z.string() }),
  shippingAddress: z.object({
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.nullable(z.string()),
    postalCode: z.string(),
    country: z.string(),
  }),
  shippingMethod: z.string(),
  /** The method's name, delivery time and zone as the order was placed with them (decision 57). */
  shippingMethodName: z.string(),
  shippingDelivery: z.nullable(z.string()),
  shippingZone: z.nullable(z.string()),
  items: z.array(
    z.object({
      _id: z.string(),
      product: z.object({ _id: z.nullable(z.string()), name: z.string() }),
      variant: z.object({ color: z.string(), size: z.string(), price: money, discountedPrice: money }),
      quantity: z.number(),
      discount: money,
      /** Units a return can be asked for now: 0 outside the return window, or when refunded or in an open return. */
      returnable: z.number(),
    }),
  ),
  currency: z.string(),
  total: money,
  discountedTotal: money,
  shippingCost: money,
  finalTotal: money,
  couponCode: z.nullable(z.string()),
  orderStatus: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.string(),
  createdAt: isoDateTime,
  /** The latest parcel sent for this order, with its tracking link; null before it ships. */
  shipment: z.nullable(shipmentSchema),
  /** When it was marked delivered (the return window starts here). */
  deliveredAt: z.nullable(isoDateTime),
  /** Delivered and paid: the last moment a return can be requested (it may have passed). */
  returnWindowEndsAt: z.nullable(isoDateTime),
  /** Its returns, oldest first. */
  returns: z.array(returnSchema),
});
export type ApiOrder = z.output<typeof orderSchema>;

export const orderListSchema = z.array(orderSchema);

/** POST /api/orders/create-checkout-session. */
export const checkoutSessionAnswerSchema = z.object({
  url: z.string(),
  orderId: z.string(),
  /** Lets the shopper who placed the order see it without an account. */
  token: z.string(),
});
export type CheckoutSessionAnswer = z.output<typeof checkoutSessionAnswerSchema>;

/** POST /api/orders/{id}/cancel-payment. */
export const cancelledPaymentAnswerSchema = z.object({
  /** True when this call ended the order; false when it had already ended or was paid. */
  cancelled: z.boolean(),
  order: orderSchema,
});
export type CancelledPaymentAnswer = z.output<typeof cancelledPaymentAnswerSchema>;

/**
 * POST /api/payments/test/{sessionId}: what the card did (a replayed card answers what the
 * order's payment already is) and where the test payment page sends the shopper next.
 */
export const testPaymentAnswerSchema = z.object({
  status: z.enum(['paid', 'declined']),
  /** The order's success page when paid; the payment step with a message when declined. */
  redirectTo: z.string(),
});
export type TestPaymentAnswer = z.output<typeof testPaymentAnswerSchema>;

export const stripeWebhookAnswerSchema = z.object({ received: z.literal(true) });

/** An order as the back office lists it. */
const adminOrderSchema = orderSchema.extend({
  /**
   * The provider reported money after the order had ended (expired, declined, cancelled):
   * the order was not revived, so the payment must be refunded (decision 0020).
   */
  latePayment: z.boolean(),
});
export type AdminOrder = z.output<typeof adminOrderSchema>;

/** One entry of an order's timeline (decision 0047). */
export const timelineEntrySchema = z.object({
  at: isoDateTime,
  kind: z.enum(TIMELINE_KINDS),
  actor: z.object({ type: z.enum(ACTOR_TYPES), name: z.nullable(z.string()) }),
  text: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
/** A payment provider's event for the order, as `payment_events` recorded it. */
export const orderPaymentSchema = z.object({ eventId: z.string(), type: z.string(), at: isoDateTime });
/** Money given back for an order (decision 0050), amounts in currency units. */
export const refundSchema = z.object({
  _id: z.string(),
  /** `pending` while the payment provider is being asked; `succeeded` once it refunded. */
  status: z.enum(['pending', 'succeeded']),
  /** `admin`: made in the back office; `provider`: made at the payment provider (Stripe's dashboard) and reported by it. */
  source: z.enum(['admin', 'provider']),
  amount: money,
  /** The part of the amount that is the order's shipping. */
  shipping: money,
  reason: z.string(),
  /** Whether the refunded units were put back in stock. */
  restocked: z.boolean(),
  lines: z.array(
    z.object({
      itemId: z.string(),
      name: z.string(),
      color: z.string(),
      size: z.string(),
      quantity: z.number(),
      amount: money,
    }),
  ),
  /** Who made it: the admin's e-mail, or the provider's name. */
  by: z.nullable(z.string()),
  createdAt: isoDateTime,
  refundedAt: z.nullable(isoDateTime),
});
export type ApiRefund = z.output<typeof refundSchema>;

/** POST /api/orders/{orderId}/refunds: the refund (the first one again for a key already used) and the order after it. */
export const refundAnswerSchema = z.object({ refund: refundSchema, order: orderSchema });
export type RefundAnswer = z.output<typeof refundAnswerSchema>;

/** GET /api/orders/{orderId}/page: the back office's order page. */
export const orderPageAnswerSchema = z.object({
  order: adminOrderSchema,
  payments: z.array(orderPaymentSchema),
  shipments: z.array(shipmentSchema),
  /** Oldest first. */
  refunds: z.array(refundSchema),
  timeline: z.array(timelineEntrySchema),
});
export type TimelineEntry = z.output<typeof timelineEntrySchema>;
export type OrderPayment = z.output<typeof orderPaymentSchema>;
export type OrderPageAnswer = z.output<typeof orderPageAnswerSchema>;

/** POST /api/orders/{orderId}/returns: the return (the first one again for a key already used) and the order after it. */
export const returnRequestAnswerSchema = z.object({ return: returnSchema, order: orderSchema });
export type ReturnRequestAnswer = z.output<typeof returnRequestAnswerSchema>;

/** A return as the back office's queue lists it: with its order, and the refund its receipt makes. */
export const adminReturnSchema = returnSchema.extend({
  order: z.object({
    _id: z.string(),
    number: z.string(),
    customer: z.string(),
    email: z.string(),
    currency: z.string(),
    paymentMethod: z.string(),
  }),
  /** What receiving it refunds now (its units at what each was charged), or what it refunded. */
  amount: money,
  /** The admin who approved or rejected it, and who received it. */
  decidedBy: z.nullable(z.string()),
  receivedBy: z.nullable(z.string()),
});
export type AdminReturn = z.output<typeof adminReturnSchema>;

/** GET /api/returns: one page of the queue; `counts` cover every return, whatever the filter. */
export const returnsAnswerSchema = z.object({
  returns: z.array(adminReturnSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: z.object({ requested: z.number(), approved: z.number(), rejected: z.number(), received: z.number() }),
});
export type ReturnsAnswer = z.output<typeof returnsAnswerSchema>;

/** How many orders have each status; `total` is all of them. */
const adminOrderCountsSchema = z.object({
  total: z.number(),
  pending: z.number(),
  processing: z.number(),
  shipped: z.number(),
  delivered: z.number(),
  cancelled: z.number(),
});
export type AdminOrderCounts = z.output<typeof adminOrderCountsSchema>;

/** Revenue in one currency (orders keep the currency they were placed in). */
const adminRevenueSchema = z.object({ currency: z.string(), amount: money });

/**
 * GET /api/orders/admin: one page of the orders the search and filters match. `counts`
 * cover every order the search matches, whatever the status filters say (each counter is
 * what its filter would show); `revenue` follows the search and both filters, and sums the
 * orders among them that brought money in (payment status paid, delivered or partially
 * refunded), each at its total less its refunds, per currency, none at 0.
 */
export const adminOrdersAnswerSchema = z.object({
  orders: z.array(adminOrderSchema),
  /** Orders the search and filters match (all pages). */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: adminOrderCountsSchema,
  revenue: z.array(adminRevenueSchema),
});
export type AdminOrdersAnswer = z.output<typeof adminOrdersAnswerSchema>;

/** GET /api/orders/admin/export: every matching order (up to the export limit); `total` is how many matched. */
export const adminOrdersExportAnswerSchema = z.object({ orders: z.array(adminOrderSchema), total: z.number() });
export type AdminOrdersExportAnswer = z.output<typeof adminOrdersExportAnswerSchema>;

/** What became of one order of a bulk status change; `reason` says why a refused one was left. */
const bulkStatusResultSchema = z.object({
  orderId: z.string(),
  outcome: z.enum(BULK_STATUS_OUTCOMES),
  reason: z.optional(z.string()),
});
/** POST /api/orders/admin/status: each selected order's outcome, in the order they were sent. */
export const bulkOrderStatusAnswerSchema = z.object({
  orderStatus: z.enum(BULK_ORDER_STATUSES),
  results: z.array(bulkStatusResultSchema),
});
export type BulkOrderStatusAnswer = z.output<typeof bulkOrderStatusAnswerSchema>;

// ---------------------------------------------------------------------------------------
// The back office: messages, mail, products, categories, accounts, uploads

/** A message sent through the contact form, as the admin inbox reads it. */
export const contactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  handled: z.boolean(),
  handledAt: z.nullable(isoDateTime),
  createdAt: isoDateTime,
});
export type ApiContactMessage = z.output<typeof contactMessageSchema>;

/** GET /api/contact-messages: one page, newest first. */
export const contactMessagesAnswerSchema = z.object({
  messages: z.array(contactMessageSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ContactMessagesAnswer = z.output<typeof contactMessagesAnswerSchema>;

/**
 * One message of the store's mail that failed or is still being retried (GET
 * /api/mail/messages). Never its subject or body: they may carry a code or a link.
 */
export const mailMessageSchema = z.object({
  _id: z.string(),
  kind: z.enum(MAIL_KINDS),
  to: z.string(),
  state: z.enum(['pending', 'sent', 'failed']),
  /** The order it is about (with its number as shoppers see it), if any. */
  orderId: z.nullable(z.string()),
  orderNumber: z.nullable(z.string()),
  /** The account it is about, if any. */
  userId: z.nullable(z.string()),
  attempts: z.number(),
  lastError: z.nullable(z.string()),
  /** When it is tried next; null once sent or failed. */
  nextAttemptAt: z.nullable(isoDateTime),
  createdAt: isoDateTime,
});
export type ApiMailMessage = z.output<typeof mailMessageSchema>;

/** GET /api/mail/messages: one page, newest first. */
export const mailMessagesAnswerSchema = z.object({
  messages: z.array(mailMessageSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type MailMessagesAnswer = z.output<typeof mailMessagesAnswerSchema>;

/** A registered webhook endpoint (decision 70). Never its secret: that is answered once, when made or rotated. */
export const webhookEndpointSchema = z.object({
  _id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  createdAt: isoDateTime,
  /** The admin who registered it (their e-mail). */
  createdBy: z.nullable(z.string()),
  updatedAt: isoDateTime,
});
export type ApiWebhookEndpoint = z.output<typeof webhookEndpointSchema>;

/** GET /api/webhooks/endpoints: oldest first. */
export const webhookEndpointsAnswerSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookEndpointsAnswer = z.output<typeof webhookEndpointsAnswerSchema>;

/** An endpoint made or its secret rotated: the secret, this once. */
export const webhookEndpointWithSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  /** Signs every delivery (`Store-Signature`); shown now and never again. */
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.output<typeof webhookEndpointWithSecretSchema>;

/** One event for one endpoint, with its last try. */
export const webhookDeliverySchema = z.object({
  _id: z.string(),
  /** The same on every try and on a resend: what receivers deduplicate by (`Store-Event-Id`). */
  eventId: z.string(),
  eventType: z.enum([...WEBHOOK_EVENTS, WEBHOOK_PING]),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number(),
  /** The last try's HTTP status, null when none came (a network error, the time limit). */
  lastStatusCode: z.nullable(z.number()),
  lastResponseMs: z.nullable(z.number()),
  lastError: z.nullable(z.string()),
  lastAttemptAt: z.nullable(isoDateTime),
  /** When it is tried next; null once delivered or failed. */
  nextAttemptAt: z.nullable(isoDateTime),
  deliveredAt: z.nullable(isoDateTime),
  createdAt: isoDateTime,
});
export type ApiWebhookDelivery = z.output<typeof webhookDeliverySchema>;

/** GET /api/webhooks/endpoints/{id}/deliveries: one page, newest first. */
export const webhookDeliveriesAnswerSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type WebhookDeliveriesAnswer = z.output<typeof webhookDeliveriesAnswerSchema>;

/** DELETE /api/products/admin/deleteProduct/{id}. */
export const productDeletedAnswerSchema = z.object({ message: z.string(), _id: z.string() });
export type ProductDeletedAnswer = z.output<typeof productDeletedAnswerSchema>;

/** A category as the back office lists it: its products and its discount (active or ended). */
export const adminCategorySchema = z.object({
  /** As the products spell it; names match trimmed and ignoring case (decision 0019). */
  name: z.string(),
  productCount: z.number(),
  /** The stored discount, null when there is none; `active` while its expiry is ahead. */
  discount: z.nullable(categoryDiscountSchema.extend({ active: z.boolean() })),
  /** The category's names in Russian (`ru`) and Kyrgyz (`ky`), where given (decision 62). */
  names: z.object({ ru: z.optional(z.string()), ky: z.optional(z.string()) }),
});
export type AdminCategory = z.output<typeof adminCategorySchema>;

export const adminCategoryListSchema = z.array(adminCategorySchema);

/** POST …/applyCategoryDiscount, DELETE …/removeCategoryDiscount and PUT …/categoryNames. */
export const categoryDiscountAnswerSchema = z.object({ message: z.string(), category: adminCategorySchema });
export type CategoryDiscountAnswer = z.output<typeof categoryDiscountAnswerSchema>;

/** An account as the back office lists it; no secrets. */
export const adminUserSchema = authUserSchema.extend({
  verified: z.boolean(),
  disabled: z.boolean(),
  createdAt: isoDateTime,
  /** Paid orders placed while signed in to this account, and what they came to (store currency). */
  orderCount: z.number(),
  totalSpent: money,
});
export type AdminUser = z.output<typeof adminUserSchema>;

export const adminUserListSchema = z.array(adminUserSchema);

/** GET /api/users with `search`, `page` or `pageSize`. */
export const adminUserPageSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
});
export type AdminUserPage = z.output<typeof adminUserPageSchema>;

/** DELETE /api/users/{id}. */
export const userDeletedAnswerSchema = z.object({ message: z.string(), _id: z.string() });
export type UserDeletedAnswer = z.output<typeof userDeletedAnswerSchema>;

/**
 * POST /api/uploads: the stored product image. `url` goes into a variant's `images`; its
 * smaller renditions sit beside it (domain/images.ts). Width and height are the stored
 * image's, in pixels (at most PRODUCT_IMAGE_WIDTH wide, the upload's own proportions).
 */
export const uploadAnswerSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });
export type UploadAnswer = z.output<typeof uploadAnswerSchema>;

/** A problem of an imported catalogue file, by the line its record starts on (decision 73). */
export const importProblemSchema = z.object({
  line: z.number().describe('The line of the file the record starts on (1 is the header).'),
  column: z.nullable(z.string()).describe('The column at fault, when one is.'),
  message: z.string(),
});

/**
 * POST /api/products/admin/catalogue/import (decision 73): what the file holds and, on a dry
 * run or a refusal, every problem (the first 500 listed, `problemCount` counts them all).
 */
export const catalogueImportReportSchema = z.object({
  dryRun: z.boolean(),
  /** True once every product is written. */
  imported: z.boolean(),
  /** Records read (lines of products, the header not counted). */
  rows: z.number(),
  /** Products without problems, to add and to change. */
  products: z.object({ create: z.number(), update: z.number() }),
  /** Categories no stored product has yet, as the file spells them. */
  newCategories: z.array(z.string()),
  /** Distinct image addresses to fetch (those the products do not have yet), and how many were fetched. */
  images: z.object({ toFetch: z.number(), fetched: z.number() }),
  problemCount: z.number(),
  problems: z.array(importProblemSchema),
});
export type CatalogueImportReport = z.output<typeof catalogueImportReportSchema>;
export type ImportProblemAnswer = z.output<typeof importProblemSchema>;

// ---------------------------------------------------------------------------------------
// Statistics (domain/stats.ts says how each figure is counted)

/** A figure for a period and the same figure for the period of the same length just before. */
const periodFigureSchema = z.object({
  current: money,
  previous: money,
  /** Change against the previous period in percent (one decimal); null when the previous was 0. */
  changePercent: z.nullable(z.number()),
});
export type StatsPeriodFigure = z.output<typeof periodFigureSchema>;

/** GET /api/stats/summary: the dashboard. */
export const statsSummaryAnswerSchema = z.object({
  currency: z.string(),
  revenue: z.object({ today: periodFigureSchema, last7Days: periodFigureSchema, last30Days: periodFigureSchema }),
  /** Orders waiting for the store: placed and not yet handled. */
  needsAction: z.object({ pending: z.number(), processing: z.number() }),
  /** Average paid order over the last 30 days (0 when none). */
  averageOrderValue30Days: money,
  newCustomers30Days: z.number(),
  lowStock: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      color: z.string(),
      size: z.string(),
      stock: z.number(),
    }),
  ),
  latestOrders: z.array(
    z.object({
      _id: z.string(),
      customerName: z.string(),
      email: z.string(),
      total: money,
      /** The currency the order was placed in. */
      currency: z.string(),
      orderStatus: z.enum(ORDER_STATUSES),
      paymentStatus: z.enum(PAYMENT_STATUSES),
      createdAt: isoDateTime,
    }),
  ),
  latestReviews: z.array(
    z.object({
      _id: z.string(),
      productId: z.string(),
      productName: z.string(),
      name: z.string(),
      rating: z.number(),
      comment: z.string(),
      createdAt: isoDateTime,
    }),
  ),
});
export type StatsSummaryAnswer = z.output<typeof statsSummaryAnswerSchema>;

const seriesPointSchema = z.object({
  /** The UTC day the bucket starts on (YYYY-MM-DD). */
  period: z.string(),
  value: z.number(),
});
export type StatsSeriesPoint = z.output<typeof seriesPointSchema>;

/** GET /api/stats/timeseries: one point per day/week/month of the range, empty ones as 0. */
export const statsTimeseriesAnswerSchema = z.object({
  metric: z.enum(STATS_METRICS),
  interval: z.enum(STATS_INTERVALS),
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  points: z.array(seriesPointSchema),
});
export type StatsTimeseriesAnswer = z.output<typeof statsTimeseriesAnswerSchema>;

const categorySalesSchema = z.object({ category: z.string(), revenue: money, units: z.number() });
export type StatsCategorySales = z.output<typeof categorySalesSchema>;

const topProductSchema = z.object({
  productId: z.nullable(z.string()),
  productName: z.string(),
  revenue: money,
  units: z.number(),
});
export type StatsTopProduct = z.output<typeof topProductSchema>;

const couponUsageSchema = z.object({ code: z.string(), orders: z.number(), discount: money });
export type StatsCouponUsage = z.output<typeof couponUsageSchema>;

/** GET /api/stats/breakdown: the statistics screen's parts over one range of days. */
export const statsBreakdownAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  categories: z.array(categorySalesSchema),
  topByRevenue: z.array(topProductSchema),
  topByUnits: z.array(topProductSchema),
  coupons: z.object({ uses: z.array(couponUsageSchema), orders: z.number(), discount: money }),
  /** Checkouts started (orders created) and those paid; rate in percent (one decimal), null with none started. */
  conversion: z.object({ started: z.number(), paid: z.number(), ratePercent: z.nullable(z.number()) }),
  /** Customers with a paid order in the range: first paid order in the range (new) or before it (returning). */
  customers: z.object({ new: z.number(), returning: z.number() }),
});
export type StatsBreakdownAnswer = z.output<typeof statsBreakdownAnswerSchema>;

/** The stock ledger of one product (`GET /api/products/admin/stockHistory/{id}`, decision 49). */
export const stockMovementSchema = z.object({
  color: z.string(),
  size: z.string(),
  /** Units added (positive) or taken (negative). */
  delta: z.number().int(),
  stockAfter: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  /** The order that reserved or gave back the units, if any. */
  orderId: z.string().nullable(),
  /** The admin's e-mail for a change made in the back office; null for the store's own steps. */
  actor: z.string().nullable(),
  at: z.string().describe('ISO 8601 date-time'),
});

export const stockHistoryAnswerSchema = z.object({
  /** Each size's latest changes, newest first. */
  movements: z.array(stockMovementSchema),
});

export type StockMovementRow = z.output<typeof stockMovementSchema>;
export type StockHistoryAnswer = z.output<typeof stockHistoryAnswerSchema>;

/** A shipping method of a zone in the back office (decision 57); price in currency units. */
export const adminShippingMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: money,
  minDays: z.number(),
  maxDays: z.number(),
  /** The delivery time in words, as checkout and the policy pages show it. */
  delivery: z.string(),
  enabled: z.boolean(),
});
export type AdminShippingMethod = z.output<typeof adminShippingMethodSchema>;

/** A shipping zone in the back office: its countries, its methods in order, who changed it last. */
export const adminShippingZoneSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Takes every country no other zone lists; lists none itself and cannot be deleted. */
  restOfWorld: z.boolean(),
  countries: z.array(z.string()),
  methods: z.array(adminShippingMethodSchema),
  updatedAt: isoDateTime,
  /** The admin who changed it last (null: the defaults, or a deleted account). */
  updatedBy: z.nullable(z.object({ _id: z.string(), name: z.string() })),
});
export type AdminShippingZone = z.output<typeof adminShippingZoneSchema>;

export const adminShippingZonesSchema = z.array(adminShippingZoneSchema);
export type AdminShippingZones = z.output<typeof adminShippingZonesSchema>;

/** A display currency in the back office (decision 60): its rate, when and by whom it was set. */
export const adminDisplayCurrencySchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Units of this currency per one store-currency unit (exact decimal text); null: not offered to shoppers. */
  rate: z.nullable(z.string()),
  setAt: z.nullable(isoDateTime),
  /** Who set it (their e-mail as it was then); null: no rate, or an unknown author. */
  setBy: z.nullable(z.string()),
});
export type AdminDisplayCurrency = z.output<typeof adminDisplayCurrencySchema>;

/** A change of a rate: set by an edit or an import, or removed (rate null). */
export const displayCurrencyChangeSchema = z.object({
  currency: z.string(),
  rate: z.nullable(z.string()),
  source: z.enum(['edit', 'import', 'removed']),
  by: z.nullable(z.string()),
  at: isoDateTime,
});

/** GET /api/currencies: the store currency, every display currency, the latest changes (newest first). */
export const adminDisplayCurrenciesSchema = z.object({
  storeCurrency: z.string(),
  currencies: z.array(adminDisplayCurrencySchema),
  changes: z.array(displayCurrencyChangeSchema),
});
export type AdminDisplayCurrencies = z.output<typeof adminDisplayCurrenciesSchema>;

/** POST /api/stock-alerts (decision 64): what the request did, and its sentence. */
export const stockAlertAnswerSchema = z.object({
  outcome: z.enum(STOCK_ALERT_OUTCOMES),
  message: z.string(),
});
export type StockAlertAnswer = z.output<typeof stockAlertAnswerSchema>;

/** A size's waiting demand: how many active back-in-stock alerts it has. */
export const stockAlertDemandSchema = z.object({
  color: z.string(),
  size: z.string(),
  waiting: z.number(),
  /** Units in stock now. */
  stock: z.number(),
});
/** GET /api/stock-alerts/demand/{productId}: each size of the product with a waiting alert. */
export const stockAlertDemandAnswerSchema = z.object({ sizes: z.array(stockAlertDemandSchema) });
export type StockAlertDemandAnswer = z.output<typeof stockAlertDemandAnswerSchema>;

/** GET /api/stock-alerts/most-wanted: sold-out sizes with the most people waiting. */
export const mostWantedSizesAnswerSchema = z.object({
  sizes: z.array(stockAlertDemandSchema.extend({ productId: z.string(), productName: z.string() })),
});
export type MostWantedSizesAnswer = z.output<typeof mostWantedSizesAnswerSchema>;
