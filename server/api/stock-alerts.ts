/**
 * Back-in-stock alerts (decision 64): POST /api/stock-alerts (a shopper asks, signed in or
 * not), the e-mailed links' POST /confirm and /unsubscribe (the storefront's pages call the
 * service directly), and the back office's GET /demand/{productId} and /most-wanted.
 */
import type {
  MessageAnswer,
  MostWantedSizesAnswer,
  StockAlertAnswer,
  StockAlertDemandAnswer,
} from '#domain/api-answer-schemas.ts';
import * as answers from '#domain/api-answer-schemas.ts';
import { STOCK_ALERT_MESSAGES, STOCK_ALERT_TEXT } from '#domain/stock-alert-rules.ts';
import { stockAlertInputSchema, stockAlertTokenSchema } from '#domain/stock-alerts.ts';
import type { Services } from '#server/context.ts';
import { clientAddress } from '#server/http/client-address.ts';
import { notFound } from '#server/http/errors.ts';
import { idParam, jsonBody } from '#server/http/request-input.ts';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import * as ex from './openapi/examples';
import { answer, jsonRequest } from './openapi/operation';

const TAG = 'Back in stock';
const PRODUCT_NOT_FOUND = 'Product not found.';

export const STOCK_ALERTS_ROUTES = {
  request: declareRoute({
    method: 'post',
    path: '/api/stock-alerts',
    tag: TAG,
    summary: 'Ask to be e-mailed when a sold-out size is back',
    description:
      'For a size sold out in its colour. A signed-in shopper’s own address starts the alert at once; any other address is e-mailed a link that starts it. One waiting alert per address and size: asking again answers what is already there (a guest’s link is sent again). Rate limited per client and per address. `website` is a honeypot.',
    access: 'optionalSignIn',
    body: jsonRequest(stockAlertInputSchema, [
      {
        summary: 'A guest',
        value: {
          productId: ex.IDS.product,
          color: 'Black',
          size: 'M',
          email: 'aida@example.com',
          language: 'en',
        },
      },
    ]),
    answers: [
      answer({
        status: 200,
        description: 'What the request did.',
        schema: answers.stockAlertAnswerSchema,
        examples: [
          { summary: 'A guest', value: { outcome: 'confirm_sent', message: STOCK_ALERT_TEXT.confirmSent } },
          { summary: 'Signed in', value: { outcome: 'active', message: STOCK_ALERT_TEXT.active } },
        ],
      }),
    ],
    errors: {
      404: STOCK_ALERT_TEXT.sizeNotFound,
      409: STOCK_ALERT_TEXT.inStock,
      429: STOCK_ALERT_TEXT.tooMany,
    },
  }),
  confirm: declareRoute({
    method: 'post',
    path: '/api/stock-alerts/confirm',
    tag: TAG,
    summary: 'Start a guest’s alert with its e-mailed token',
    access: 'public',
    body: jsonRequest(stockAlertTokenSchema, [{ summary: 'The link’s token', value: { token: 'eyJhbGciOi…' } }]),
    answers: [
      answer({
        status: 200,
        description: 'The alert is on (or its size is back already, and its e-mail is on its way).',
        schema: answers.messageAnswerSchema,
        examples: [{ summary: 'Started', value: { message: STOCK_ALERT_TEXT.confirmed } }],
      }),
    ],
    errors: { 404: STOCK_ALERT_TEXT.confirmInvalid },
  }),
  unsubscribe: declareRoute({
    method: 'post',
    path: '/api/stock-alerts/unsubscribe',
    tag: TAG,
    summary: 'End every alert waiting at an address, with the token of its e-mail',
    access: 'public',
    body: jsonRequest(stockAlertTokenSchema, [{ summary: 'The link’s token', value: { token: 'eyJhbGciOi…' } }]),
    answers: [
      answer({
        status: 200,
        description: 'Done (also when nothing was waiting).',
        schema: answers.messageAnswerSchema,
        examples: [{ summary: 'Done', value: { message: STOCK_ALERT_TEXT.unsubscribed } }],
      }),
    ],
    errors: { 404: STOCK_ALERT_TEXT.unsubscribeInvalid },
  }),
  demand: declareRoute({
    method: 'get',
    path: '/api/stock-alerts/demand/{productId}',
    tag: TAG,
    summary: 'A product’s sizes with people waiting, and how many',
    access: 'admin',
    pathParams: { productId: { description: 'The product’s id.' } },
    answers: [
      answer({
        status: 200,
        description: 'Each size with at least one active alert.',
        schema: answers.stockAlertDemandAnswerSchema,
        examples: [{ summary: 'Two waiting', value: { sizes: [{ color: 'Black', size: 'M', stock: 0, waiting: 2 }] } }],
      }),
    ],
    errors: { 404: PRODUCT_NOT_FOUND },
  }),
  mostWanted: declareRoute({
    method: 'get',
    path: '/api/stock-alerts/most-wanted',
    tag: TAG,
    summary: 'The sold-out sizes with the most people waiting',
    access: 'admin',
    answers: [
      answer({
        status: 200,
        description: 'Most wanted first.',
        schema: answers.mostWantedSizesAnswerSchema,
        examples: [
          {
            summary: 'One size',
            value: {
              sizes: [
                {
                  productId: ex.IDS.product,
                  productName: 'Wool coat',
                  color: 'Black',
                  size: 'M',
                  stock: 0,
                  waiting: 3,
                },
              ],
            },
          },
        ],
      }),
    ],
  }),
};

export function stockAlertsApi(services: Services, trustProxy: boolean) {
  const alerts = services.stockAlerts;
  return declaredRouter('/api/stock-alerts', services.auth)
    .handle(STOCK_ALERTS_ROUTES.request, async (c) => {
      await alerts.admit(clientAddress(c, trustProxy));
      const input = await jsonBody(c, stockAlertInputSchema);
      const outcome = await alerts.request(input, c.get('auth')?.user.email ?? null);
      return c.json({ outcome, message: STOCK_ALERT_MESSAGES[outcome] } satisfies StockAlertAnswer);
    })
    .handle(STOCK_ALERTS_ROUTES.confirm, async (c) => {
      const { token } = await jsonBody(c, stockAlertTokenSchema);
      const outcome = await alerts.confirm(token);
      if (outcome === 'invalid') throw notFound(STOCK_ALERT_TEXT.confirmInvalid);
      return c.json({ message: STOCK_ALERT_TEXT.confirmed } satisfies MessageAnswer);
    })
    .handle(STOCK_ALERTS_ROUTES.unsubscribe, async (c) => {
      const { token } = await jsonBody(c, stockAlertTokenSchema);
      if (!(await alerts.unsubscribe(token))) throw notFound(STOCK_ALERT_TEXT.unsubscribeInvalid);
      return c.json({ message: STOCK_ALERT_TEXT.unsubscribed } satisfies MessageAnswer);
    })
    .handle(STOCK_ALERTS_ROUTES.demand, async (c) =>
      c.json((await alerts.demandFor(idParam(c, 'productId', PRODUCT_NOT_FOUND))) satisfies StockAlertDemandAnswer),
    )
    .handle(STOCK_ALERTS_ROUTES.mostWanted, async (c) =>
      c.json((await alerts.mostWanted()) satisfies MostWantedSizesAnswer),
    ).app;
}
