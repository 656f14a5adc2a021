/**
 * Which payment provider a store uses. Today only the built-in test page exists; it is the
 * default outside production and refused in production unless ALLOW_TEST_PAYMENTS=true,
 * in which case checkout answers that payments are not set up (nothing is reserved).
 */
import type { Config } from '../config';
import { PaymentProviderError, type PaymentProvider } from './provider';
import { createTestPaymentProvider } from './test-provider';

export function testPaymentsAllowed(config: Pick<Config, 'NODE_ENV' | 'ALLOW_TEST_PAYMENTS'>): boolean {
  return config.NODE_ENV !== 'production' || config.ALLOW_TEST_PAYMENTS;
}

export function selectPaymentProvider(config: Pick<Config, 'NODE_ENV' | 'ALLOW_TEST_PAYMENTS' | 'PUBLIC_URL'>): PaymentProvider {
  if (testPaymentsAllowed(config)) return createTestPaymentProvider(config.PUBLIC_URL);
  return {
    name: 'none',
    createSession: () => Promise.reject(new PaymentProviderError('No payment provider is configured.')),
    // No provider, no sessions: there is nothing to end.
    cancelSession: () => Promise.resolve(),
  };
}
