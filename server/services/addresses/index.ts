/**
 * Saved addresses (decision 0066): a signed-in shopper's shipping addresses, and checkout's
 * copy of one into them inside the order's transaction. Its own module, not the accounts':
 * the orders module saves through it, and accounts already reads the orders' purchases, so
 * the save living in accounts would make the two modules import each other.
 */
export { createAddressService, saveCheckoutAddress, type AddressService } from './saved-addresses';
