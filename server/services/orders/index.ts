/**
 * Orders (decision 0045): checkout's steps, payment events, expiry, the owner's status
 * changes, reads and the back office's order list. Stock and coupon uses are held through
 * the catalogue's and the coupons' modules.
 */
export { purchasesByAccount } from './account-purchases';
export { createAdminOrderService, type AdminOrderService } from './admin-list';
export { createOrderService, PAYMENT_SESSION_MINUTES, type ApiOrder, type OrderService } from './service';
export type { Actor } from './timeline';
