/**
 * The built-in test payment page's API: POST /payments/test/{sessionId} {cardNumber}. The
 * page's own form action and this route complete a payment through the same fulfilment.
 */
import { Hono } from 'hono';
import { testCardSchema } from '../../domain/test-payment';
import type { Services } from '../context';
import { jsonBody } from '../http/request-input';
import { payTestSession } from '../payments/test-checkout';

export function paymentsApi(services: Services) {
  return new Hono().post('/test/:sessionId', async (c) => {
    const { cardNumber } = await jsonBody(c, testCardSchema);
    return c.json(await payTestSession(services, c.req.param('sessionId'), cardNumber));
  });
}
