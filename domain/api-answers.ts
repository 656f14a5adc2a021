/**
 * What the API answers, for the calls the browser makes: the server's handlers are checked
 * against these types (`satisfies`) and the browser's API client reads its answers as them,
 * so a shape is written once (decision 0025). Types only: importing this module adds no code
 * to a page.
 */
import type { AuthUser, Role } from './auth';
import type { CouponRule } from './coupons';
import type { MailKind } from './mail';
import type { ApiOrder } from './orders';
import type { ApiCategoryDiscount, ApiProduct } from './product';
import type { AdminOrder, AdminOrderCounts, AdminRevenue } from './admin-orders';
import type { TranslatableLanguage } from './review-rules';
import type {
  StatsCategorySales,
  StatsCouponUsage,
  StatsInterval,
  StatsLatestOrder,
  StatsLatestReview,
  StatsLowStockSize,
  StatsMetric,
  StatsPeriodFigure,
  StatsSeriesPoint,
  StatsTopProduct,
} from './stats';

/** A cart line as the browser sends it for pricing. */
export interface QuoteItem {
  productId: string;
  color: string;
  size: string;
  quantity: number;
}

/** One line as the server prices it now. */
export interface QuoteLine extends QuoteItem {
  name: string;
  price: number;
  discountedPrice: number;
  stock: number;
}

/** The amounts of a priced cart, in currency units. */
export interface CartTotalsAnswer {
  subtotal: number;
  couponDiscount: number;
  storeDiscount: number;
  totalDiscount: number;
  shippingCost: number;
  total: number;
}

/** The automatic store discount a cart gets without a code. */
export interface AutomaticDiscountAnswer {
  coupon: { _id: string; description: string | null };
  discount: number;
}

/** POST /api/cart/quote. */
export interface CartQuoteAnswer extends CartTotalsAnswer {
  lines: QuoteLine[];
  /** Lines whose product, colour or size is no longer sold. */
  missing: QuoteItem[];
  couponCode: string | null;
  /** Why the cart's coupon no longer applies; the quote is priced without it. */
  couponError: string | null;
  automaticDiscount: AutomaticDiscountAnswer | null;
}

/** A coupon in the API (SPEC §3 fields plus maxDiscount); money in currency units. */
export interface ApiCoupon extends Pick<CouponRule, 'type' | 'appliesTo' | 'target' | 'maxUses' | 'usedCount'> {
  _id: string;
  /** Null for an automatic store discount, which has no code. */
  code: string | null;
  description: string;
  /** Percent for percentage coupons; currency units for fixed ones. */
  value: number;
  expiresAt: string | null;
  minOrderValue: number | null;
  maxDiscount: number | null;
  isGlobal: boolean;
  createdAt: string;
}

/** POST /api/coupons/apply: the coupon and its discount, with the cart's totals when lines were sent. */
export interface AppliedCouponAnswer extends Partial<CartTotalsAnswer> {
  coupon: ApiCoupon;
  discount: number;
}

/** DELETE /api/coupons/{id}: the coupon as it was. */
export interface CouponDeletedAnswer extends MessageAnswer {
  coupon: ApiCoupon;
}

/** POST /api/orders/create-checkout-session. */
export interface CheckoutSessionAnswer {
  url: string;
  orderId: string;
  /** Lets the shopper who placed the order see it without an account. */
  token: string;
}

/** POST /api/auth/login and /api/auth/verify-otp. */
export interface AuthAnswer {
  token: string;
  user: AuthUser;
}

/** GET /api/auth/me: the signed-in user. */
export interface MeAnswer {
  user: AuthUser;
}

/** POST /api/auth/login (403) with the right password of a sign-up still waiting for its code. */
export interface UnverifiedAnswer {
  message: string;
  /** The sign-up request whose code page the shopper is sent to. */
  requestId: string;
}

/** POST /api/auth/register. */
export interface SignupAnswer {
  message: string;
  email: string;
  requestId: string;
}

/** GET /api/health: 200 with `ok`, 503 with `degraded` when the database does not answer. */
export interface HealthAnswer {
  status: 'ok' | 'degraded';
  database: { kind: string; reachable: boolean };
}

/** The calls that answer with a sentence only (logout, resend code, password reset…). */
export interface MessageAnswer {
  message: string;
}

/** POST /api/orders/:id/cancel-payment. */
export interface CancelledPaymentAnswer {
  /** True when this call ended the order; false when it had already ended or was paid. */
  cancelled: boolean;
  order: ApiOrder;
}

/**
 * POST /api/payments/test/:sessionId: what the card did (a replayed card answers what the
 * order's payment already is) and where the test payment page sends the shopper next.
 */
export interface TestPaymentAnswer {
  status: 'paid' | 'declined';
  /** The order's success page when paid; the payment step with a message when declined. */
  redirectTo: string;
}

/** POST /api/reviews/translate: a review comment in English, and the language it was written in. */
export interface TranslationAnswer {
  text: string;
  language: TranslatableLanguage;
}

/** A message sent through the contact form, as the admin inbox reads it. */
export interface ApiContactMessage {
  _id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  handled: boolean;
  handledAt: string | null;
  createdAt: string;
}

/** GET /api/contact-messages: one page, newest first. */
export interface ContactMessagesAnswer {
  messages: ApiContactMessage[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * One message of the store's mail that failed or is still being retried (GET
 * /api/mail/messages). Never its subject or body: they may carry a code or a link.
 */
export interface ApiMailMessage {
  _id: string;
  kind: MailKind;
  to: string;
  state: 'pending' | 'sent' | 'failed';
  /** The order it is about (with its number as shoppers see it), if any. */
  orderId: string | null;
  orderNumber: string | null;
  /** The account it is about, if any. */
  userId: string | null;
  attempts: number;
  lastError: string | null;
  /** When it is tried next; null once sent or failed. */
  nextAttemptAt: string | null;
  createdAt: string;
}

/** GET /api/mail/messages: one page, newest first. */
export interface MailMessagesAnswer {
  messages: ApiMailMessage[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * POST /api/products/admin/createProduct and PUT …/updateProduct/{id} answer the product as
 * GET /api/products/:id does.
 */
export type ProductAnswer = ApiProduct;

/** DELETE /api/products/admin/deleteProduct/{id}. */
export interface ProductDeletedAnswer extends MessageAnswer {
  _id: string;
}

/** A category as the back office lists it: its products and its discount (active or ended). */
export interface AdminCategory {
  /** As the products spell it; names match trimmed and ignoring case (decision 0019). */
  name: string;
  productCount: number;
  /** The stored discount, null when there is none; `active` while its expiry is ahead. */
  discount: (ApiCategoryDiscount & { active: boolean }) | null;
}

/** POST …/applyCategoryDiscount and DELETE …/removeCategoryDiscount. */
export interface CategoryDiscountAnswer extends MessageAnswer {
  category: AdminCategory;
}

/** An account as the back office lists it; no secrets. */
export interface AdminUser extends AuthUser {
  role: Role;
  verified: boolean;
  disabled: boolean;
  createdAt: string;
  /** Paid orders placed while signed in to this account, and what they came to (store currency). */
  orderCount: number;
  totalSpent: number;
}

/** GET /api/users with `search`, `page` or `pageSize`. */
export interface AdminUserPage {
  users: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** DELETE /api/users/{id}. */
export interface UserDeletedAnswer extends MessageAnswer {
  _id: string;
}

/**
 * GET /api/orders/admin: one page of the orders the search and filters match. `counts` and
 * `revenue` cover every order the search matches, whatever the status filters say;
 * revenue sums paid orders (payment status paid or delivered), per currency, none at 0.
 */
export interface AdminOrdersAnswer {
  orders: AdminOrder[];
  /** Orders the search and filters match (all pages). */
  total: number;
  page: number;
  pageSize: number;
  counts: AdminOrderCounts;
  revenue: AdminRevenue[];
}

/** GET /api/orders/admin/export: every matching order (up to the export limit); `total` is how many matched. */
export interface AdminOrdersExportAnswer {
  orders: AdminOrder[];
  total: number;
}

/**
 * POST /api/uploads: the stored product image. `url` goes into a variant's `images`; its
 * smaller renditions sit beside it (domain/images.ts). Width and height are the stored
 * image's, in pixels (at most PRODUCT_IMAGE_WIDTH wide, the upload's own proportions).
 */
export interface UploadAnswer {
  url: string;
  width: number;
  height: number;
}

/** GET /api/stats/summary: the dashboard (domain/stats.ts says how each figure is counted). */
export interface StatsSummaryAnswer {
  currency: string;
  revenue: { today: StatsPeriodFigure; last7Days: StatsPeriodFigure; last30Days: StatsPeriodFigure };
  /** Orders waiting for the store: placed and not yet handled. */
  needsAction: { pending: number; processing: number };
  /** Average paid order over the last 30 days (0 when none). */
  averageOrderValue30Days: number;
  newCustomers30Days: number;
  lowStock: StatsLowStockSize[];
  latestOrders: StatsLatestOrder[];
  latestReviews: StatsLatestReview[];
}

/** GET /api/stats/timeseries: one point per day/week/month of the range, empty ones as 0. */
export interface StatsTimeseriesAnswer {
  metric: StatsMetric;
  interval: StatsInterval;
  from: string;
  to: string;
  currency: string;
  points: StatsSeriesPoint[];
}

/** GET /api/stats/breakdown: the statistics screen's parts over one range of days. */
export interface StatsBreakdownAnswer {
  from: string;
  to: string;
  currency: string;
  categories: StatsCategorySales[];
  topByRevenue: StatsTopProduct[];
  topByUnits: StatsTopProduct[];
  coupons: { uses: StatsCouponUsage[]; orders: number; discount: number };
  /** Checkouts started (orders created) and those paid; rate in percent (one decimal), null with none started. */
  conversion: { started: number; paid: number; ratePercent: number | null };
  /** Customers with a paid order in the range: first paid order in the range (new) or before it (returning). */
  customers: { new: number; returning: number };
}
