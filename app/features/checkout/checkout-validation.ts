/** The information form's validation: the order API's own schema (domain/checkout), loaded lazily. */
import type { Resolver } from 'react-hook-form';
import { lazySchemas, lazyResolver } from '../../lib/lazy-validation';
import type { CheckoutData } from './checkout-storage';

export const loadCheckoutSchemas = lazySchemas(() => import('./checkout-schemas'));

export const informationResolver: Resolver<CheckoutData> = lazyResolver(async () => (await loadCheckoutSchemas()).informationResolver);
