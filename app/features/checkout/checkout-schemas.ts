/** The chunk checkout-validation.ts loads: zod and the checkout schema. */
import { checkoutInformationSchema } from '#domain/checkout.ts';
import { schemaValidator } from '#app/lib/schema-validator.ts';
import type { CheckoutData } from './checkout-storage';

// The schema's output (trimmed, codes upper-cased) is what the form submits.
export const informationValidator = schemaValidator<CheckoutData>(checkoutInformationSchema);
