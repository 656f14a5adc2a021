/**
 * The API's answers as zod schemas, for the OpenAPI document (server/api/openapi/) and the
 * tests that check its examples. The handlers are typed by the interfaces of
 * domain/api-answers.ts and its neighbours (decision 0025); each schema here must describe
 * exactly the same shape, and `AnswerSchemasMatchTheirTypes` below makes the compiler
 * refuse one that drifts from its type in either direction.
 *
 * Server and tests only: the browser reads the answers as the types and never loads this.
 */
import { z } from 'zod';
import type { AdminOrder, AdminOrderCounts, AdminRevenue } from './admin-orders';
import type * as Answers from './api-answers';
import type { AuthUser } from './auth';
import { COUPON_SCOPES, COUPON_TYPES } from './coupons';
import type { CatalogFacets, CatalogPage } from './catalog-query';
import { MAIL_KINDS } from './mail';
import { ORDER_STATUSES, PAYMENT_STATUSES, type ApiOrder } from './orders';
import type { ApiProduct } from './product';
import { TRANSLATABLE_GREETINGS, type ApiReview, type ReviewPage, type TranslatableLanguage } from './review-rules';
import { STATS_INTERVALS, STATS_METRICS } from './stats';

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

export const messageAnswerSchema = z.object({ message: z.string() });

export const healthAnswerSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.string(), reachable: z.boolean() }),
});

const roleSchema = z.enum(['customer', 'admin']);
export const authUserSchema = z.object({ _id: z.string(), name: z.string(), email: z.string(), role: roleSchema });
export const authAnswerSchema = z.object({ token: z.string(), user: authUserSchema });
export const meAnswerSchema = z.object({ user: authUserSchema });
export const signupAnswerSchema = z.object({ message: z.string(), email: z.string(), requestId: z.string() });
export const unverifiedAnswerSchema = z.object({ message: z.string(), requestId: z.string() });

const sizeSchema = z.object({
  size: z.string(),
  price: money,
  discountedPrice: money,
  stock: z.number(),
  discount: z.object({ percentage: z.number(), expiresAt: z.nullable(isoDateTime) }),
});
const categoryDiscountSchema = z.object({
  percentage: z.number(),
  flatAmount: money,
  expiresAt: z.nullable(isoDateTime),
});
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
  variants: z.array(
    z.object({ _id: z.string(), color: z.string(), images: z.array(z.string()), sizes: z.array(sizeSchema) }),
  ),
});
export const productListSchema = z.array(productSchema);
export const catalogPageSchema = z.object({
  products: z.array(productSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
});
export const catalogFacetsSchema = z.object({
  categories: z.array(z.object({ name: z.string(), count: z.number() })),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  price: z.object({ min: money, max: money }),
});

export const reviewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  rating: z.number(),
  comment: z.string(),
  createdAt: isoDateTime,
  userId: z.nullable(z.string()),
});
export const reviewListSchema = z.array(reviewSchema);
export const reviewPageSchema = z.object({
  reviews: z.array(reviewSchema),
  nextCursor: z.nullable(z.string()),
  averageRating: z.number(),
  numReviews: z.number(),
  distribution: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
});
const languages = Object.keys(TRANSLATABLE_GREETINGS) as [TranslatableLanguage, ...TranslatableLanguage[]];
export const translationAnswerSchema = z.object({ text: z.string(), language: z.enum(languages) });

const cartTotalsShape = {
  subtotal: money,
  couponDiscount: money,
  storeDiscount: money,
  totalDiscount: money,
  shippingCost: money,
  total: money,
};
const quoteItemShape = { productId: z.string(), color: z.string(), size: z.string(), quantity: z.number() };
export const cartQuoteAnswerSchema = z.object({
  ...cartTotalsShape,
  lines: z.array(
    z.object({ ...quoteItemShape, name: z.string(), price: money, discountedPrice: money, stock: z.number() }),
  ),
  missing: z.array(z.object(quoteItemShape)),
  couponCode: z.nullable(z.string()),
  couponError: z.nullable(z.string()),
  automaticDiscount: z.nullable(
    z.object({ coupon: z.object({ _id: z.string(), description: z.nullable(z.string()) }), discount: money }),
  ),
});

export const couponSchema = z.object({
  _id: z.string(),
  code: z.nullable(z.string()),
  description: z.string(),
  type: z.enum(COUPON_TYPES),
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
export const couponListSchema = z.array(couponSchema);
export const appliedCouponAnswerSchema = z.object({
  coupon: couponSchema,
  discount: money,
  ...z.object(cartTotalsShape).partial().shape,
});
export const couponDeletedAnswerSchema = z.object({ message: z.string(), coupon: couponSchema });

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
  items: z.array(
    z.object({
      _id: z.string(),
      product: z.object({ _id: z.nullable(z.string()), name: z.string() }),
      variant: z.object({ color: z.string(), size: z.string(), price: money, discountedPrice: money }),
      quantity: z.number(),
      discount: money,
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
});
export const orderListSchema = z.array(orderSchema);
export const checkoutSessionAnswerSchema = z.object({ url: z.string(), orderId: z.string(), token: z.string() });
export const cancelledPaymentAnswerSchema = z.object({ cancelled: z.boolean(), order: orderSchema });
export const testPaymentAnswerSchema = z.object({ status: z.enum(['paid', 'declined']), redirectTo: z.string() });
export const stripeWebhookAnswerSchema = z.object({ received: z.literal(true) });

const adminOrderSchema = orderSchema.extend({ latePayment: z.boolean() });
const adminOrderCountsSchema = z.object({
  total: z.number(),
  pending: z.number(),
  processing: z.number(),
  shipped: z.number(),
  delivered: z.number(),
  cancelled: z.number(),
});
const adminRevenueSchema = z.object({ currency: z.string(), amount: money });
export const adminOrdersAnswerSchema = z.object({
  orders: z.array(adminOrderSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: adminOrderCountsSchema,
  revenue: z.array(adminRevenueSchema),
});
export const adminOrdersExportAnswerSchema = z.object({ orders: z.array(adminOrderSchema), total: z.number() });

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
export const contactMessagesAnswerSchema = z.object({
  messages: z.array(contactMessageSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const mailMessageSchema = z.object({
  _id: z.string(),
  kind: z.enum(MAIL_KINDS),
  to: z.string(),
  state: z.enum(['pending', 'sent', 'failed']),
  orderId: z.nullable(z.string()),
  orderNumber: z.nullable(z.string()),
  userId: z.nullable(z.string()),
  attempts: z.number(),
  lastError: z.nullable(z.string()),
  nextAttemptAt: z.nullable(isoDateTime),
  createdAt: isoDateTime,
});
export const mailMessagesAnswerSchema = z.object({
  messages: z.array(mailMessageSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const productDeletedAnswerSchema = z.object({ message: z.string(), _id: z.string() });
export const adminCategorySchema = z.object({
  name: z.string(),
  productCount: z.number(),
  discount: z.nullable(categoryDiscountSchema.extend({ active: z.boolean() })),
});
export const adminCategoryListSchema = z.array(adminCategorySchema);
export const categoryDiscountAnswerSchema = z.object({ message: z.string(), category: adminCategorySchema });

export const adminUserSchema = authUserSchema.extend({
  verified: z.boolean(),
  disabled: z.boolean(),
  createdAt: isoDateTime,
  orderCount: z.number(),
  totalSpent: money,
});
export const adminUserListSchema = z.array(adminUserSchema);
export const adminUserPageSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
});
export const userDeletedAnswerSchema = z.object({ message: z.string(), _id: z.string() });

export const uploadAnswerSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });

const periodFigureSchema = z.object({ current: money, previous: money, changePercent: z.nullable(z.number()) });
export const statsSummaryAnswerSchema = z.object({
  currency: z.string(),
  revenue: z.object({ today: periodFigureSchema, last7Days: periodFigureSchema, last30Days: periodFigureSchema }),
  needsAction: z.object({ pending: z.number(), processing: z.number() }),
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
export const statsTimeseriesAnswerSchema = z.object({
  metric: z.enum(STATS_METRICS),
  interval: z.enum(STATS_INTERVALS),
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  points: z.array(z.object({ period: z.string(), value: z.number() })),
});
const topProductSchema = z.object({
  productId: z.nullable(z.string()),
  productName: z.string(),
  revenue: money,
  units: z.number(),
});
export const statsBreakdownAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  categories: z.array(z.object({ category: z.string(), revenue: money, units: z.number() })),
  topByRevenue: z.array(topProductSchema),
  topByUnits: z.array(topProductSchema),
  coupons: z.object({
    uses: z.array(z.object({ code: z.string(), orders: z.number(), discount: money })),
    orders: z.number(),
    discount: money,
  }),
  conversion: z.object({ started: z.number(), paid: z.number(), ratePercent: z.nullable(z.number()) }),
  customers: z.object({ new: z.number(), returning: z.number() }),
});

/** True only when A and B accept exactly the same values. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Matches<S extends z.ZodType, T> = Same<z.output<S>, T>;
/** Refuses to compile unless given `true`. */
type Assert<T extends true> = T;

/**
 * Each schema against the type its handler answers: a field added to, removed from or
 * retyped in either one stops the type-check here.
 */
export type AnswerSchemasMatchTheirTypes = [
  Assert<Matches<typeof messageAnswerSchema, Answers.MessageAnswer>>,
  Assert<Matches<typeof healthAnswerSchema, Answers.HealthAnswer>>,
  Assert<Matches<typeof authUserSchema, AuthUser>>,
  Assert<Matches<typeof authAnswerSchema, Answers.AuthAnswer>>,
  Assert<Matches<typeof meAnswerSchema, Answers.MeAnswer>>,
  Assert<Matches<typeof signupAnswerSchema, Answers.SignupAnswer>>,
  Assert<Matches<typeof unverifiedAnswerSchema, Answers.UnverifiedAnswer>>,
  Assert<Matches<typeof productSchema, ApiProduct>>,
  Assert<Matches<typeof catalogPageSchema, CatalogPage<ApiProduct>>>,
  Assert<Matches<typeof catalogFacetsSchema, CatalogFacets>>,
  Assert<Matches<typeof reviewSchema, ApiReview>>,
  Assert<Matches<typeof reviewPageSchema, ReviewPage>>,
  Assert<Matches<typeof translationAnswerSchema, Answers.TranslationAnswer>>,
  Assert<Matches<typeof cartQuoteAnswerSchema, Answers.CartQuoteAnswer>>,
  Assert<Matches<typeof couponSchema, Answers.ApiCoupon>>,
  Assert<Matches<typeof appliedCouponAnswerSchema, Answers.AppliedCouponAnswer>>,
  Assert<Matches<typeof couponDeletedAnswerSchema, Answers.CouponDeletedAnswer>>,
  Assert<Matches<typeof orderSchema, ApiOrder>>,
  Assert<Matches<typeof checkoutSessionAnswerSchema, Answers.CheckoutSessionAnswer>>,
  Assert<Matches<typeof cancelledPaymentAnswerSchema, Answers.CancelledPaymentAnswer>>,
  Assert<Matches<typeof testPaymentAnswerSchema, Answers.TestPaymentAnswer>>,
  Assert<Matches<typeof adminOrderSchema, AdminOrder>>,
  Assert<Matches<typeof adminOrderCountsSchema, AdminOrderCounts>>,
  Assert<Matches<typeof adminRevenueSchema, AdminRevenue>>,
  Assert<Matches<typeof adminOrdersAnswerSchema, Answers.AdminOrdersAnswer>>,
  Assert<Matches<typeof adminOrdersExportAnswerSchema, Answers.AdminOrdersExportAnswer>>,
  Assert<Matches<typeof contactMessageSchema, Answers.ApiContactMessage>>,
  Assert<Matches<typeof contactMessagesAnswerSchema, Answers.ContactMessagesAnswer>>,
  Assert<Matches<typeof mailMessageSchema, Answers.ApiMailMessage>>,
  Assert<Matches<typeof mailMessagesAnswerSchema, Answers.MailMessagesAnswer>>,
  Assert<Matches<typeof productDeletedAnswerSchema, Answers.ProductDeletedAnswer>>,
  Assert<Matches<typeof adminCategorySchema, Answers.AdminCategory>>,
  Assert<Matches<typeof categoryDiscountAnswerSchema, Answers.CategoryDiscountAnswer>>,
  Assert<Matches<typeof adminUserSchema, Answers.AdminUser>>,
  Assert<Matches<typeof adminUserPageSchema, Answers.AdminUserPage>>,
  Assert<Matches<typeof userDeletedAnswerSchema, Answers.UserDeletedAnswer>>,
  Assert<Matches<typeof uploadAnswerSchema, Answers.UploadAnswer>>,
  Assert<Matches<typeof statsSummaryAnswerSchema, Answers.StatsSummaryAnswer>>,
  Assert<Matches<typeof statsTimeseriesAnswerSchema, Answers.StatsTimeseriesAnswer>>,
  Assert<Matches<typeof statsBreakdownAnswerSchema, Answers.StatsBreakdownAnswer>>,
];
