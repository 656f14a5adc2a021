/** The chunk the address editor loads at its first use: zod and the saved address's schema (checkout's address). */
import { shippingAddressSchema } from '#domain/shipping-address.ts';
import { schemaValidator } from '#app/lib/schema-validator.ts';
import type { AddressValues } from './address-calls';

// The schema's output (trimmed, codes upper-cased) is what the editor sends.
export const addressValidator = schemaValidator<AddressValues>(shippingAddressSchema);
