/** The back office's Category discounts screen: the route imports only this. */
export { DiscountsScreen } from './discounts-screen';
