/** The route table of SPEC §2. */
import { type RouteConfig, index, prefix, route } from '@react-router/dev/routes';

export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // The storefront in each language (decision 59): English at its addresses, Russian and
  // Kyrgyz under `/ru` and `/ky`; the layout answers 404 for any other prefix.
  route(':lang?', 'routes/storefront-layout.tsx', [
    index('routes/home.tsx'),
    route('products', 'routes/products.tsx'),
    route('products/:productId', 'routes/product-detail.tsx'),
    route('cart', 'routes/cart.tsx'),
    ...prefix('checkout', [
      index('routes/checkout-information.tsx'),
      route('shipping', 'routes/checkout-shipping.tsx'),
      route('payment', 'routes/checkout-payment.tsx'),
      route('success', 'routes/checkout-success.tsx'),
    ]),
    route('about-us', 'routes/about-us.tsx'),
    route('contact-us', 'routes/contact-us.tsx'),
    route('faqs', 'routes/faqs.tsx'),
    route('terms-conditions', 'routes/terms-conditions.tsx'),
    route('refund-return-policy', 'routes/refund-return-policy.tsx'),
    route('shipping-policy', 'routes/shipping-policy.tsx'),
    route('privacy-policy', 'routes/privacy-policy.tsx'),
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('reset-password/:id', 'routes/reset-password.tsx'),
    route('auth/verifyOTP', 'routes/verify-otp.tsx'),
    route('account', 'routes/account.tsx'),
    route('dev/mailbox', 'routes/dev-mailbox.tsx'),
    route('pay/:sessionId', 'routes/pay.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx', { id: 'admin-index' }),
    route('dashboard', 'routes/admin/dashboard.tsx'),
    route('stat', 'routes/admin/stat.tsx'),
    route('products', 'routes/admin/products.tsx'),
    route('products/new', 'routes/admin/product-new.tsx'),
    route('products/:productId/edit', 'routes/admin/product-edit.tsx'),
    route('orders', 'routes/admin/orders.tsx'),
    route('orders/:orderId', 'routes/admin/order.tsx'),
    route('returns', 'routes/admin/returns.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('coupon', 'routes/admin/coupon.tsx'),
    route('discounts', 'routes/admin/discounts.tsx'),
    route('shipping', 'routes/admin/shipping.tsx'),
    route('messages', 'routes/admin/messages.tsx'),
    route('mail', 'routes/admin/mail.tsx'),
  ]),
] satisfies RouteConfig;
