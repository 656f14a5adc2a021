/** The back office's Shipping screen (decision 57): zones, their countries, methods, prices and times. */
export { ShippingScreen } from './shipping-screen';
