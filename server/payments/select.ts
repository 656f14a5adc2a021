/**
 * Which payment provider a store uses: Stripe Checkout when STRIPE_SECRET_KEY is set
 * (decision 22); else the built-in test page, the default outside production and refused in
 * production unless ALLOW_TEST_PAYMENTS=true, in which case checkout answers that payments
 * are not set up (nothing is reserved).
 */
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { PaymentProviderError, type PaymentProvider } from './provider';
import { createStripePaymentProvider } from './stripe-provider';
import { createTestPaymentProvider } from './test-provider';

type ProviderConfig = Pick<
  Config,
  'NODE_ENV' | 'ALLOW_TEST_PAYMENTS' | 'PUBLIC_URL' | 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'
>;

export function testPaymentsAllowed(config: Pick<Config, 'NODE_ENV' | 'ALLOW_TEST_PAYMENTS'>): boolean {
  return config.NODE_ENV !== 'production' || config.ALLOW_TEST_PAYMENTS;
}

export function selectPaymentProvider(
  config: ProviderConfig,
  /** Where the test provider keeps its sessions. */
  db: Db,
  onError?: (message: string, details: Record<string, unknown>) => void,
): PaymentProvider {
  if (config.STRIPE_SECRET_KEY)
    return createStripePaymentProvider({ secretKey: config.STRIPE_SECRET_KEY, apiUrl: config.STRIPE_API_URL, onError });
  if (testPaymentsAllowed(config)) return createTestPaymentProvider(config.PUBLIC_URL, db);
  return {
    name: 'none',
    createSession: () => Promise.reject(new PaymentProviderError('No payment provider is configured.')),
    // No provider, no sessions: there is nothing to end.
    cancelSession: () => Promise.resolve(),
  };
}
