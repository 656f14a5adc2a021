/** The chunk the alert form loads at its first use: zod and the API's own rules for the size and the address. */
import { stockAlertFormSchema } from '#domain/stock-alerts.ts';
import { schemaValidator } from '#app/lib/schema-validator.ts';
import type { StockAlertFormValues } from './stock-alert-values';

export const stockAlertValidator = schemaValidator<StockAlertFormValues>(stockAlertFormSchema);
