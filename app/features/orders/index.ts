/** The orders feature's public API: other features and the routes import only this. */
export { clearCartAfterOrder } from './clear-cart-after-order';
export { countryName } from './order-display';
export { orderCountryNames, ordersInLanguage, type CountryNames } from './order-language';
export { OrderHistory } from './order-history';
export { OrderView } from './order-view';
export { usePaymentConfirmation } from './use-payment-confirmation';
