/**
 * Example values the OpenAPI document shows: one believable product, order, coupon… reused
 * across the calls that answer them. Typed by the answer types, and checked against the
 * answer schemas by tests/api/openapi.test.ts.
 */
import type {
  AdminCategory,
  AdminOrder,
  AdminReturn,
  AdminUser,
  ApiContactMessage,
  ApiCoupon,
  ApiMailMessage,
  ApiOrder,
  ApiProduct,
  ApiRefund,
  ApiReturn,
  ApiReview,
  ApiShipment,
  AuthUser,
} from '#domain/api-answer-schemas.ts';

export const IDS = {
  product: '3f6c1b2a-8d4e-4f1a-9b2c-7e5d4a3b2c1d',
  variant: '9a1e2d3c-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
  review: '5b2c3d4e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  user: '7c3d4e5f-8a9b-4c0d-8e1f-2a3b4c5d6e7f',
  admin: '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a',
  order: '8e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7',
  otherOrder: '5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f8a',
  orderItem: '2f3a4b5c-6d7e-4f8a-9b0c-1d2e3f4a5b6c',
  coupon: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d',
  storeDiscount: '4c5d6e7f-8a9b-4c0d-9e1f-2a3b4c5d6e7f',
  message: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  signupRequest: 'e2d1c0b9-a8f7-4e6d-9c5b-4a3f2e1d0c9b',
  mail: 'c4b3a291-8f7e-4d6c-9b5a-3f2e1d0c9b8a',
  paymentSession: 'test_cs_8e4f5a6b7c8d4e9f',
  refund: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  return: '5c4b3a29-1807-4f6e-8d5c-4b3a29180a7f',
  savedAddress: '3b2a1908-f7e6-4d5c-8b4a-392817f6e5d4',
} as const;

export const IMAGE_URL = '/uploads/products/6f1d0c2b9a8e7d6c5b4a39281706f5e4.webp';

export const customer: AuthUser = { _id: IDS.user, name: 'Aida Bekova', email: 'aida@example.com', role: 'customer' };
export const adminUser: AuthUser = { _id: IDS.admin, name: 'Store Owner', email: 'owner@example.com', role: 'admin' };
export const SESSION_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiI0MiJ9.3q2-7wPl0n9kq1Xc';

export const product: ApiProduct = {
  _id: IDS.product,
  name: 'Felted Wool Coat',
  description: 'A hand-felted merino coat, warm enough for a Naryn winter.',
  category: 'Coats',
  price: 189,
  isFeatured: true,
  createdAt: '2026-10-02T09:15:00.000Z',
  averageRating: 4.5,
  numReviews: 2,
  categoryDiscount: { percentage: 0, flatAmount: 0, expiresAt: null },
  variants: [
    {
      _id: IDS.variant,
      color: 'Navy',
      images: [IMAGE_URL],
      sizes: [
        { size: 'S', price: 189, discountedPrice: 189, stock: 0, discount: { percentage: 0, expiresAt: null } },
        {
          size: 'M',
          price: 189,
          discountedPrice: 160.65,
          stock: 4,
          discount: { percentage: 15, expiresAt: '2026-12-31T23:59:59.000Z' },
        },
      ],
    },
  ],
  translations: { ru: { name: 'Пальто из валяной шерсти' }, ky: { name: 'Кийиз жүн пальто' } },
};

export const review: ApiReview = {
  _id: IDS.review,
  name: 'Aida Bekova',
  rating: 5,
  comment: 'Warm and light, and the navy is deeper than in the photos.',
  fit: 'true_to_size',
  size: 'M',
  createdAt: '2026-11-20T18:04:12.000Z',
  userId: IDS.user,
};

export const coupon: ApiCoupon = {
  _id: IDS.coupon,
  code: 'WINTER15',
  description: '15% off coats',
  type: 'percentage',
  value: 15,
  appliesTo: 'category',
  target: 'Coats',
  maxUses: 500,
  usedCount: 37,
  expiresAt: '2027-02-28T23:59:59.000Z',
  minOrderValue: 50,
  maxDiscount: 60,
  isGlobal: false,
  createdAt: '2026-11-01T08:00:00.000Z',
};

export const order: ApiOrder = {
  _id: IDS.order,
  number: IDS.order.slice(-8),
  user: { name: 'Aida Bekova', email: 'aida@example.com' },
  shippingAddress: {
    name: 'Aida Bekova',
    firstName: 'Aida',
    lastName: 'Bekova',
    email: 'aida@example.com',
    phone: '+996 555 123 456',
    address: '1 Chui Avenue',
    city: 'Bishkek',
    state: null,
    postalCode: '720001',
    country: 'KG',
  },
  shippingMethod: 'standard',
  shippingMethodName: 'Standard',
  shippingDelivery: '5-7 business days',
  shippingZone: 'Kyrgyzstan',
  items: [
    {
      _id: IDS.orderItem,
      product: { _id: IDS.product, name: 'Felted Wool Coat' },
      variant: { color: 'Navy', size: 'M', price: 189, discountedPrice: 160.65 },
      quantity: 1,
      discount: 24.1,
      returnable: 0,
    },
  ],
  currency: 'USD',
  total: 160.65,
  discountedTotal: 136.55,
  shippingCost: 5.99,
  finalTotal: 142.54,
  couponCode: 'WINTER15',
  orderStatus: 'processing',
  paymentStatus: 'paid',
  paymentMethod: 'card',
  createdAt: '2026-11-21T10:30:00.000Z',
  shipment: null,
  deliveredAt: null,
  returnWindowEndsAt: null,
  returns: [],
};

/** The order above, sent with DHL. */
export const shipment: ApiShipment = {
  carrier: 'dhl',
  carrierName: 'DHL',
  trackingNumber: '1234567890',
  trackingUrl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890',
  shippedAt: '2026-11-22T09:15:00.000Z',
};

export const adminOrder: AdminOrder = { ...order, latePayment: false };

/** The coat of the order above given back with its shipping, and put back in stock. */
export const refund: ApiRefund = {
  _id: IDS.refund,
  status: 'succeeded',
  source: 'admin',
  amount: 142.54,
  shipping: 5.99,
  reason: 'The coat arrived with a torn seam.',
  restocked: true,
  lines: [{ itemId: IDS.orderItem, name: 'Felted Wool Coat', color: 'Navy', size: 'M', quantity: 1, amount: 136.55 }],
  by: 'owner@shop.example',
  createdAt: '2026-11-23T11:00:00.000Z',
  refundedAt: '2026-11-23T11:00:01.000Z',
};

export const contactMessage: ApiContactMessage = {
  _id: IDS.message,
  name: 'Timur Asanov',
  email: 'timur@example.com',
  subject: 'Sizing of the wool coat',
  message: 'Does the coat run large? I usually wear an M.',
  handled: false,
  handledAt: null,
  createdAt: '2026-11-24T07:45:00.000Z',
};

export const mailMessage: ApiMailMessage = {
  _id: IDS.mail,
  kind: 'order_confirmation',
  to: 'aida@example.com',
  state: 'pending',
  orderId: IDS.order,
  orderNumber: 'F5A6B7',
  userId: IDS.user,
  attempts: 3,
  lastError: 'connect ECONNREFUSED 10.0.0.5:587',
  nextAttemptAt: '2026-11-24T08:07:00.000Z',
  createdAt: '2026-11-24T08:00:00.000Z',
};

export const adminCategory: AdminCategory = {
  name: 'Coats',
  productCount: 12,
  discount: { percentage: 20, flatAmount: 0, expiresAt: '2026-12-31T23:59:59.000Z', active: true },
  names: { ru: 'Пальто', ky: 'Пальтолор' },
};

export const adminAccount: AdminUser = {
  ...customer,
  verified: true,
  disabled: false,
  createdAt: '2026-09-14T12:00:00.000Z',
  orderCount: 3,
  totalSpent: 412.3,
};

/** A product as the admin's form sends it (domain/product-input.ts). */
export const productInput = {
  name: 'Felted Wool Coat',
  description: 'A hand-felted merino coat, warm enough for a Naryn winter.',
  translations: { ru: { name: 'Пальто из валяной шерсти' }, ky: { name: 'Кийиз жүн пальто' } },
  category: 'Coats',
  isFeatured: true,
  variants: [
    {
      color: 'Navy',
      images: [IMAGE_URL],
      sizes: [
        { size: 'S', price: 189, stock: 0 },
        { size: 'M', price: 189, stock: 4, discount: { percentage: 15, expiresAt: '2026-12-31' } },
      ],
    },
  ],
};

export const shippingAddressInput = {
  email: 'aida@example.com',
  phone: '+996 555 123 456',
  firstName: 'Aida',
  lastName: 'Bekova',
  country: 'KG',
  address: '1 Chui Avenue',
  city: 'Bishkek',
  postalCode: '720001',
};

/** A size's stock history: two units reserved by an order, after the back office added five. */
export const stockHistory = {
  movements: [
    {
      color: 'Navy',
      size: 'M',
      delta: -2,
      stockAfter: 8,
      reason: 'order_reserved' as const,
      orderId: IDS.order,
      actor: null,
      at: '2026-03-02T10:15:00.000Z',
    },
    {
      color: 'Navy',
      size: 'M',
      delta: 5,
      stockAfter: 10,
      reason: 'admin_edit' as const,
      orderId: null,
      actor: 'owner@alatoo.kg',
      at: '2026-03-01T09:00:00.000Z',
    },
  ],
};

/** The coat of the order above, asked back a day after it was delivered, and approved. */
export const orderReturn: ApiReturn = {
  _id: IDS.return,
  number: `R-${IDS.return.slice(-8).toUpperCase()}`,
  orderId: IDS.order,
  status: 'approved',
  reason: 'too_small',
  reasonLabel: 'Too small',
  comment: 'The sleeves are short for me.',
  lines: [{ itemId: IDS.orderItem, name: 'Felted Wool Coat', color: 'Navy', size: 'M', quantity: 1 }],
  requestedAt: '2026-11-25T08:00:00.000Z',
  decidedAt: '2026-11-25T10:00:00.000Z',
  instructions: [
    'Pack the items unworn, unwashed and with their original tags and packaging.',
    `Write the return number R-${IDS.return.slice(-8).toUpperCase()} (order ${IDS.order.slice(-8)}) on the parcel.`,
    'Send it to: Erkindik Boulevard 35, Bishkek 720040, Kyrgyzstan.',
  ],
  rejectionReason: null,
  receivedAt: null,
  refund: null,
};

/** The return above as the back office's queue lists it. */
export const adminReturn: AdminReturn = {
  ...orderReturn,
  order: {
    _id: IDS.order,
    number: IDS.order.slice(-8),
    customer: 'Aida Bekova',
    email: 'aida@example.com',
    currency: 'USD',
    paymentMethod: 'stripe',
  },
  amount: 136.55,
  decidedBy: 'owner@shop.example',
  receivedBy: null,
};
