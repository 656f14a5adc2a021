/**
 * Payment confirmations. The built-in test payment page's API: POST /payments/test/{sessionId}
 * {cardNumber} (the page's own form action and this route complete a payment through the
 * same fulfilment). Stripe's webhook: POST /payments/stripe/webhook, only when Stripe is
 * configured (decision 22).
 */
import { Hono } from 'hono';
import type { TestPaymentAnswer } from '../../domain/api-answers';
import { testCardSchema } from '../../domain/test-payment';
import type { Services } from '../context';
import { badRequest } from '../http/errors';
import { jsonBody } from '../http/request-input';
import type { LoggerVariables } from '../http/request-logger';
import { ServiceError } from '../services/errors';
import { stripePaymentEvent, StripeSignatureError, verifyStripeEvent } from '../payments/stripe-webhook';
import { payTestSession } from '../payments/test-checkout';

export interface PaymentsApiOptions {
  /** STRIPE_WEBHOOK_SECRET; unset, the Stripe webhook does not exist (404). */
  stripeWebhookSecret?: string;
}

export function paymentsApi(services: Services, { stripeWebhookSecret }: PaymentsApiOptions = {}) {
  const api = new Hono<{ Variables: Partial<LoggerVariables> }>().post('/test/:sessionId', async (c) => {
    const { cardNumber } = await jsonBody(c, testCardSchema);
    return c.json((await payTestSession(services, c.req.param('sessionId'), cardNumber)) satisfies TestPaymentAnswer);
  });
  if (!stripeWebhookSecret) return api;

  return api.post('/stripe/webhook', async (c) => {
    // The signature covers the exact bytes Stripe sent: read them raw (the API's body limit
    // applies), never parse and re-serialise before verifying.
    const rawBody = new Uint8Array(await c.req.arrayBuffer());
    let event;
    try {
      event = verifyStripeEvent(rawBody, c.req.header('Stripe-Signature'), stripeWebhookSecret);
    } catch (err) {
      if (err instanceof StripeSignatureError) throw badRequest(err.message);
      throw err;
    }
    const paymentEvent = stripePaymentEvent(event);
    if (paymentEvent) {
      try {
        await services.orders.applyPaymentEvent(paymentEvent);
      } catch (err) {
        // A paid event that does not match its order: the answer (400) makes Stripe retry
        // and flag the endpoint; the log says which payment needs a look.
        if (err instanceof ServiceError) c.get('log')?.error({ eventId: event.id, sessionId: paymentEvent.sessionId, reason: err.message }, 'Stripe event refused');
        throw err;
      }
    }
    return c.json({ received: true });
  });
}
