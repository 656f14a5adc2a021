/** Paying a test session: the card decides the event, the order service's fulfilment applies it. */
import type { TestPaymentAnswer } from '../../domain/api-answers';
import { DECLINED_REDIRECT } from '../../domain/payment-outcome';
import type { Services } from '../context';
import { ServiceError } from '../services/errors';
import { TEST_PAYMENT_MESSAGES, testCardEvent } from './test-provider';

export async function payTestSession(services: Services, sessionId: string, cardNumber: string): Promise<TestPaymentAnswer> {
  const session = await services.testPayments.find(sessionId);
  if (!session || session.expiresAt.getTime() <= Date.now()) throw new ServiceError('not_found', TEST_PAYMENT_MESSAGES.sessionNotFound);
  const event = testCardEvent(session, cardNumber);
  if (!event) throw new ServiceError('invalid', TEST_PAYMENT_MESSAGES.unknownCard);
  const result = await services.orders.applyPaymentEvent(event);
  return result.paid ? { status: 'paid', redirectTo: session.successUrl } : { status: 'declined', redirectTo: DECLINED_REDIRECT };
}
