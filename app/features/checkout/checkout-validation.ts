/** The information form's validation: the order API's own schema (domain/checkout), loaded lazily. */
import { lazySchemas, lazyValidator } from '#app/lib/lazy-validation.ts';
import type { Validator } from '#app/lib/use-form.ts';
import type { CheckoutData } from './checkout-storage';

export const loadCheckoutSchemas = lazySchemas(() => import('./checkout-schemas'));

export const informationValidator: Validator<CheckoutData> = lazyValidator(
  async () => (await loadCheckoutSchemas()).informationValidator,
);
