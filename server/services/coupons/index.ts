/**
 * Coupons (decision 0045): the back office's rules, applying a code to a cart, the lookups
 * the pricing rule reads, and the uses an order takes and gives back.
 */
export {
  findCouponByCode,
  loadPricingCoupons,
  toCouponRule,
  toPricingCoupon,
  UNKNOWN_COUPON_MESSAGE,
  type CouponRow,
} from './lookup';
export {
  COUPON_SERVICE_MESSAGES,
  createCouponService,
  type ApiCoupon,
  type CouponService,
  type PriceWithCoupon,
} from './service';
export { giveBackCouponUse, takeCouponUse } from './uses';
