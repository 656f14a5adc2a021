// Wrong: the API reaching into a service module's file.
import { COUPON_SERVICE_MESSAGES } from '../services/coupons/service';

export const messages = COUPON_SERVICE_MESSAGES;
