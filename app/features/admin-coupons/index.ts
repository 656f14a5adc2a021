/** The back office's Coupons screen: the route imports only this. */
export { CouponsScreen } from './coupons-screen';
