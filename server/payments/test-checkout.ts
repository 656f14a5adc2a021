/** Paying a test session: the card decides the event, the order service's fulfilment applies it. */
import type { TestPaymentAnswer } from '#domain/api-answer-schemas.ts';
import { DECLINED_REDIRECT } from '#domain/payment-outcome.ts';
import type { Services } from '#server/context.ts';
import { ServiceError } from '#server/services/errors.ts';
import { TEST_PAYMENT_MESSAGES, testCardEvent } from './test-provider';

/**
 * Only an open session takes a card: one whose order is paid leads to the order again, one
 * that ended (expired, declined, cancelled) answers 409 — "declined" would be untrue for a
 * good card typed on a page left open.
 */
export async function payTestSession(
  services: Services,
  sessionId: string,
  cardNumber: string,
): Promise<TestPaymentAnswer> {
  const session = await services.testPayments.find(sessionId);
  if (!session) throw new ServiceError('not_found', TEST_PAYMENT_MESSAGES.sessionNotFound);
  const event = testCardEvent(session, cardNumber);
  if (!event) throw new ServiceError('invalid', TEST_PAYMENT_MESSAGES.unknownCard);
  if (session.state === 'paid') return { status: 'paid', redirectTo: session.successUrl };
  if (session.state === 'ended') throw new ServiceError('conflict', TEST_PAYMENT_MESSAGES.expired);
  const result = await services.orders.applyPaymentEvent(event);
  if (result.paid) return { status: 'paid', redirectTo: session.successUrl };
  // The order ended between the look-up and the payment (its session expired meanwhile).
  if (event.type === 'paid') throw new ServiceError('conflict', TEST_PAYMENT_MESSAGES.expired);
  return { status: 'declined', redirectTo: DECLINED_REDIRECT };
}
