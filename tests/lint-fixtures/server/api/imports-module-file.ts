// Wrong: the API reaching into a service module's file.
import { COUPON_SERVICE_MESSAGES } from '#server/services/coupons/service.ts';

export const messages = COUPON_SERVICE_MESSAGES;
