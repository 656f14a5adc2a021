/** Carts priced from the database by the one pricing rule (domain/pricing, decision 0019). */
export { priceCartFromDatabase, type PriceFromDatabaseOptions } from './cart-pricing';
