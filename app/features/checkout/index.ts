/** The checkout feature's public API: other features and the routes import only this. */
export { checkoutMeta } from './checkout-meta';
export { CheckoutPage } from './checkout-page';
export { clearShippingData } from './checkout-storage';
export { InformationStep } from './information-step';
export { PaymentStep } from './payment-step';
export { ShippingStep } from './shipping-step';
export { deliveryDays, METHOD_NAMES, useDeliveryText } from './delivery-text';
