/**
 * Card payment providers behind one small interface. The order service asks for a hosted
 * session; the provider's confirmation (the test page, or Stripe's webhook) comes back as a
 * PaymentEvent that the order service's fulfilment applies exactly once.
 */
import type { Cents } from '#domain/money.ts';

export interface PaymentSessionRequest {
  orderId: string;
  amountCents: Cents;
  currency: string;
  email: string;
  /** `discountCents`: the line's share of the order's discount (what the order keeps for the line). */
  lines: { name: string; unitAmountCents: Cents; quantity: number; discountCents?: Cents }[];
  shippingCents: Cents;
  discountCents: Cents;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export interface PaymentSession {
  sessionId: string;
  url: string;
}

export interface PaymentProvider {
  /** 'test' or 'stripe': stored as the order's payment method. */
  readonly name: string;
  /**
   * Called after the order is committed and outside any transaction (it may take seconds):
   * the store never holds the database while it waits on a provider. A provider that keeps
   * sessions in the store's database (the test provider) writes them with its own queries.
   */
  createSession(request: PaymentSessionRequest): Promise<PaymentSession>;
  /**
   * Ends a session the shopper walked away from, so it can no longer be paid. Called before
   * the store cancels the order: a provider that cannot end it (it is already paid, say)
   * throws PaymentProviderError and the order is left for the provider's event. Ending a
   * session that has already ended is not an error.
   */
  cancelSession(sessionId: string): Promise<void>;
}

/** A provider's word on one session; `eventId` is unique per event so replays are recognised. */
export interface PaymentEvent {
  eventId: string;
  type: 'paid' | 'failed' | 'expired';
  sessionId: string;
  amountCents: Cents;
  currency: string;
}

/** The provider did not give a session: the order is undone and the shopper told. */
export class PaymentProviderError extends Error {}
