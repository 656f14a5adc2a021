/** The chunk checkout-validation.ts loads: zod and the checkout schema. */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { checkoutInformationSchema } from '../../../domain/checkout';
import type { CheckoutData } from './checkout-storage';

// The schema's output (trimmed, codes upper-cased) is what the form submits.
export const informationResolver = zodResolver(checkoutInformationSchema) as unknown as Resolver<CheckoutData>;
