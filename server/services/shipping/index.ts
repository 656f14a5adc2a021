/**
 * Shipping by destination (decisions 45, 57): the zones, their countries and methods, what a
 * method costs to a country (checkout's quote and the order's placement), the back office's edits.
 */
export {
  createShippingService,
  shippingCharge,
  type ShippingCharge,
  type ShippingService,
  type ZoneEditor,
} from './zones';
