/** The chunk checkout-validation.ts loads: zod and the checkout schema. */
import { checkoutInformationSchema } from '../../../domain/checkout';
import { schemaValidator } from '../../lib/schema-validator';
import type { CheckoutData } from './checkout-storage';

// The schema's output (trimmed, codes upper-cased) is what the form submits.
export const informationValidator = schemaValidator<CheckoutData>(checkoutInformationSchema);
