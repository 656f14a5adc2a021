/**
 * The built-in test payment provider: a hosted page of the store itself (/pay/{sessionId},
 * clearly marked as a test) that stands in for a card processor so the store sells without
 * any outside service. Only the card numbers below mean anything; no money moves.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders, testPaymentSessions } from '#server/db/schema.ts';
import type { PaymentEvent, PaymentProvider } from './provider';

export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

export const TEST_PAYMENT_MESSAGES = {
  unknownCard:
    'This test page accepts only the test cards 4242 4242 4242 4242 (paid) and 4000 0000 0000 0002 (declined).',
  sessionNotFound: 'This payment session does not exist or has ended.',
  expired: 'This payment page has expired. Nothing was charged; go back to the payment step to pay again.',
} as const;

/** A session id as `createSession` makes them; anything else is not looked up (a NUL would not even reach PostgreSQL). */
export function isTestSessionId(value: string): boolean {
  return /^test_[A-Za-z0-9_-]{24}$/.test(value);
}

export function createTestPaymentProvider(publicUrl: string, db: Db): PaymentProvider {
  return {
    name: 'test',
    async createSession(request) {
      const sessionId = `test_${randomBytes(18).toString('base64url')}`;
      await db.insert(testPaymentSessions).values({
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
    async cancelSession(sessionId) {
      // An ended session cannot be paid (the page and its API refuse it), so ending it now is cancelling it.
      const at = new Date();
      await db
        .update(testPaymentSessions)
        .set({ expiresAt: at })
        .where(and(eq(testPaymentSessions.id, sessionId), gt(testPaymentSessions.expiresAt, at)));
    },
  };
}

export type TestPaymentSession = typeof testPaymentSessions.$inferSelect & {
  /**
   * `open`: it can be paid (not expired, its order still waiting for payment); `paid`: its
   * order is paid (paying again only leads to the order); `ended`: expired, declined or
   * cancelled — a page left open (Back after a decline) must say so, not take a card.
   */
  state: 'open' | 'paid' | 'ended';
};

export async function findTestSession(
  db: Db,
  sessionId: string,
  now = new Date(),
): Promise<TestPaymentSession | undefined> {
  if (!isTestSessionId(sessionId)) return undefined;
  const [row] = await db
    .select({ session: testPaymentSessions, paymentStatus: orders.paymentStatus, orderStatus: orders.orderStatus })
    .from(testPaymentSessions)
    .innerJoin(orders, eq(orders.id, testPaymentSessions.orderId))
    .where(eq(testPaymentSessions.id, sessionId));
  if (!row) return undefined;
  const waiting = row.paymentStatus === 'pending' && row.orderStatus !== 'cancelled';
  const state =
    row.paymentStatus === 'paid'
      ? 'paid'
      : waiting && row.session.expiresAt.getTime() > now.getTime()
        ? 'open'
        : 'ended';
  return { ...row.session, state };
}

/**
 * What paying with `cardNumber` on a session means, as the provider's event. Event ids
 * are per session and outcome: paying the same session twice is one event, applied once.
 */
export function testCardEvent(session: TestPaymentSession, cardNumber: string): PaymentEvent | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  const type = digits === TEST_CARDS.success ? 'paid' : digits === TEST_CARDS.declined ? 'failed' : null;
  if (!type) return null;
  return {
    eventId: `${session.id}:${type}`,
    type,
    sessionId: session.id,
    amountCents: session.amountCents,
    currency: session.currency,
  };
}
