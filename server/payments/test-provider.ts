/**
 * The built-in test payment provider: a hosted page of the store itself (/pay/{sessionId},
 * clearly marked as a test) that stands in for a card processor so the store sells without
 * any outside service. Only the card numbers below mean anything; no money moves.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { testPaymentSessions } from '../db/schema';
import type { PaymentEvent, PaymentProvider } from './provider';

export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

export const TEST_PAYMENT_MESSAGES = {
  unknownCard: 'This test page accepts only the test cards 4242 4242 4242 4242 (paid) and 4000 0000 0000 0002 (declined).',
  sessionNotFound: 'This payment session does not exist or has ended.',
} as const;

export function createTestPaymentProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'test',
    async createSession(request, tx) {
      const sessionId = `test_${randomBytes(18).toString('base64url')}`;
      await tx.insert(testPaymentSessions).values({
        id: sessionId,
        orderId: request.orderId,
        amountCents: request.amountCents,
        currency: request.currency,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        expiresAt: request.expiresAt,
      });
      return { sessionId, url: `${publicUrl}/pay/${sessionId}` };
    },
    async cancelSession(sessionId, db) {
      // An ended session cannot be paid (the page and its API refuse it), so ending it now is cancelling it.
      const at = new Date();
      await db
        .update(testPaymentSessions)
        .set({ expiresAt: at })
        .where(and(eq(testPaymentSessions.id, sessionId), gt(testPaymentSessions.expiresAt, at)));
    },
  };
}

export type TestPaymentSession = typeof testPaymentSessions.$inferSelect;

export async function findTestSession(db: Db, sessionId: string): Promise<TestPaymentSession | undefined> {
  const [row] = await db.select().from(testPaymentSessions).where(eq(testPaymentSessions.id, sessionId));
  return row;
}

/**
 * What paying with `cardNumber` on a session means, as the provider's event. Event ids
 * are per session and outcome: paying the same session twice is one event, applied once.
 */
export function testCardEvent(session: TestPaymentSession, cardNumber: string): PaymentEvent | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  const type = digits === TEST_CARDS.success ? 'paid' : digits === TEST_CARDS.declined ? 'failed' : null;
  if (!type) return null;
  return { eventId: `${session.id}:${type}`, type, sessionId: session.id, amountCents: session.amountCents, currency: session.currency };
}
