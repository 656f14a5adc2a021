/**
 * Payment confirmations. The built-in test payment page's API: POST /payments/test/{sessionId}
 * {cardNumber} (the page's own form action and this route complete a payment through the
 * same fulfilment). Stripe's webhook: POST /payments/stripe/webhook, only when Stripe is
 * configured (decision 22).
 */
import { z } from 'zod';
import * as answers from '#domain/api-answer-schemas.ts';
import type { TestPaymentAnswer } from '#domain/api-answer-schemas.ts';
import { testCardSchema } from '#domain/test-payment.ts';
import type { Services } from '#server/context.ts';
import { badRequest } from '#server/http/errors.ts';
import { jsonBody } from '#server/http/request-input.ts';
import { DECLINED_REDIRECT } from '#domain/payment-outcome.ts';
import { ServiceError } from '#server/services/errors.ts';
import { stripePaymentEvent, StripeSignatureError, verifyStripeEvent } from '#server/payments/stripe-webhook.ts';
import { payTestSession } from '#server/payments/test-checkout.ts';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import * as ex from './openapi/examples';
import { answer, jsonRequest } from './openapi/operation';

export interface PaymentsApiOptions {
  /** STRIPE_WEBHOOK_SECRET; unset, the Stripe webhook does not exist (404). */
  stripeWebhookSecret?: string;
}

/**
 * The Stripe event the webhook receives, for the reader only: the handler verifies the
 * signature over the raw bytes and reads the event with Stripe's own library, not with zod.
 */
const stripeEventSchema = z
  .looseObject({
    id: z.string(),
    type: z.string(),
    data: z.looseObject({ object: z.looseObject({ id: z.string() }) }),
  })
  .describe(
    'A Stripe event (https://docs.stripe.com/api/events/object); only checkout.session events change an order.',
  );

export const PAYMENTS_ROUTES = {
  testPayment: declareRoute({
    method: 'post',
    path: '/api/payments/test/{sessionId}',
    tag: 'Orders and payments',
    summary: 'Pay on the built-in test payment page',
    description:
      'Only while the built-in test page is the store’s payment provider (404 otherwise, even for sessions made before): 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. No money moves. A session whose order is paid leads to the order again.',
    access: 'public',
    pathParams: { sessionId: { description: 'The test payment session (the last part of the payment page’s URL).' } },
    body: jsonRequest(testCardSchema, [{ summary: 'The paying card', value: { cardNumber: '4242 4242 4242 4242' } }]),
    answers: [
      answer({
        status: 200,
        description:
          'What the card did (a card tried again answers what the order’s payment already is), and where to send the shopper next: the order’s confirmation page when paid, back to the payment step when declined.',
        schema: answers.testPaymentAnswerSchema,
        examples: [
          {
            summary: 'Paid',
            value: {
              status: 'paid',
              redirectTo: `https://shop.example/checkout/success?order=${ex.IDS.order}&token=h5Zq2v9XrB0kP1wL3mN8cT4y`,
            },
          },
          { summary: 'Declined', value: { status: 'declined', redirectTo: DECLINED_REDIRECT } },
        ],
      }),
    ],
    errors: {
      400: 'Not a test card this page knows.',
      404: 'No such session, or test payments are off.',
      409: 'The session has ended (expired, declined or cancelled): the page has expired and nothing is charged.',
    },
  }),
  stripeWebhook: declareRoute({
    method: 'post',
    path: '/api/payments/stripe/webhook',
    tag: 'Orders and payments',
    summary: 'Stripe’s payment events',
    description:
      'Exists only when STRIPE_WEBHOOK_SECRET is set (404 otherwise). Stripe calls it; the signature is checked over the raw body before anything is read.',
    access: 'public',
    headers: [
      {
        name: 'Stripe-Signature',
        description: 'Stripe’s signature of the raw body with the webhook secret.',
        required: true,
      },
    ],
    body: jsonRequest(
      stripeEventSchema,
      [
        {
          summary: 'A completed checkout',
          value: {
            id: 'evt_1QabcDEF',
            type: 'checkout.session.completed',
            data: { object: { id: 'cs_test_a1B2c3', payment_status: 'paid' } },
          },
        },
      ],
      'The event exactly as Stripe sent it.',
    ),
    answers: [
      answer({
        status: 200,
        description: 'Received (and applied once, when it concerns an order).',
        schema: answers.stripeWebhookAnswerSchema,
        examples: [{ summary: 'Received', value: { received: true } }],
      }),
    ],
    errors: {
      400: 'Bad signature, or a paid event that does not match its order (Stripe retries).',
      404: 'The store takes no Stripe payments: STRIPE_WEBHOOK_SECRET is not set.',
    },
  }),
};

export function paymentsApi(services: Services, { stripeWebhookSecret }: PaymentsApiOptions = {}) {
  const router = declaredRouter('/api/payments').handle(PAYMENTS_ROUTES.testPayment, async (c) => {
    const { cardNumber } = await jsonBody(c, testCardSchema);
    return c.json(
      (await payTestSession(services, c.req.param('sessionId') ?? '', cardNumber)) satisfies TestPaymentAnswer,
    );
  });
  if (!stripeWebhookSecret) return router.app;

  return router.handle(PAYMENTS_ROUTES.stripeWebhook, async (c) => {
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
        if (err instanceof ServiceError)
          c.get('log')?.error(
            { eventId: event.id, sessionId: paymentEvent.sessionId, reason: err.message },
            'Stripe event refused',
          );
        throw err;
      }
    }
    return c.json({ received: true });
  }).app;
}
