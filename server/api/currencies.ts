/**
 * The back office's display currencies (admins only, decision 60): GET /api/currencies
 * lists each with its rate, when it was set and by whom, and the latest changes; PUT
 * /{code} sets one rate, DELETE /{code} removes it (the currency is no longer offered),
 * POST /import sets the rates of a `currency,rate` file, all of them or, when a line is
 * bad, none. Writes are limited per admin; the storefront shows a new rate from the next page.
 */
import { z } from 'zod';
import type { AdminDisplayCurrencies } from '#domain/api-answer-schemas.ts';
import * as answers from '#domain/api-answer-schemas.ts';
import { currencyRateInputSchema, currencyRatesImportSchema } from '#domain/currency-rate-input.ts';
import { CURRENCY_RATE_TEXT } from '#domain/currency-rates.ts';
import type { Services } from '#server/context.ts';
import { jsonBody } from '#server/http/request-input.ts';
import type { RateLimiter } from '#server/limits/rate-limit.ts';
import { limitedAdminEditor } from './admin-editor';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import { answer, jsonRequest } from './openapi/operation';

/** Writes to the rates per admin: far above an owner's editing, far below a runaway script. */
export const CURRENCY_RATE_LIMIT = { limit: 60, windowMs: 10 * 60_000 };

const example: AdminDisplayCurrencies = {
  storeCurrency: 'USD',
  currencies: [
    {
      code: 'KGS',
      name: 'Kyrgyz som',
      rate: '87.45',
      setAt: '2026-11-28T09:00:00.000Z',
      setBy: 'owner@example.com',
    },
    { code: 'EUR', name: 'Euro', rate: null, setAt: null, setBy: null },
  ],
  changes: [
    { currency: 'KGS', rate: '87.45', source: 'edit', by: 'owner@example.com', at: '2026-11-28T09:00:00.000Z' },
  ],
};
const codeParam = {
  code: {
    description: 'The display currency’s ISO 4217 code, such as KGS.',
    schema: z.string().describe('ISO 4217 code'),
  },
};
const listed = (description: string) =>
  answer({
    status: 200,
    description,
    schema: answers.adminDisplayCurrenciesSchema,
    examples: [{ summary: 'KGS set, EUR not offered', value: example }],
  });
const RATE_LIMITED = 'Too many rate changes in a short time.';

export const CURRENCIES_ROUTES = {
  list: declareRoute({
    method: 'get',
    path: '/api/currencies',
    tag: 'Currencies',
    summary: 'The display currencies and their rates',
    description:
      'Each display currency but the store’s, with its rate (units per one store-currency unit, exact decimal text; null when it is not offered to shoppers), when it was set and by whom, and the latest changes, newest first.',
    access: 'admin',
    answers: [listed('The currencies and the latest changes.')],
  }),
  set: declareRoute({
    method: 'put',
    path: '/api/currencies/{code}',
    tag: 'Currencies',
    summary: 'Set a display currency’s rate',
    description: `Shoppers are offered the currency, and shown prices converted at this rate, from their next page. Up to ${CURRENCY_RATE_LIMIT.limit} rate changes per admin in ${CURRENCY_RATE_LIMIT.windowMs / 60_000} minutes.`,
    access: 'admin',
    pathParams: codeParam,
    body: jsonRequest(currencyRateInputSchema, [{ summary: 'Som per dollar', value: { rate: '87.45' } }]),
    answers: [listed('The currencies as stored now.')],
    errors: { 404: CURRENCY_RATE_TEXT.notFound, 429: RATE_LIMITED },
  }),
  remove: declareRoute({
    method: 'delete',
    path: '/api/currencies/{code}',
    tag: 'Currencies',
    summary: 'Remove a display currency’s rate',
    description: 'Shoppers are no longer offered the currency; those who chose it see the store currency.',
    access: 'admin',
    pathParams: codeParam,
    answers: [listed('The currencies as stored now.')],
    errors: { 404: `${CURRENCY_RATE_TEXT.notFound} Or: ${CURRENCY_RATE_TEXT.noRate}`, 429: RATE_LIMITED },
  }),
  import: declareRoute({
    method: 'post',
    path: '/api/currencies/import',
    tag: 'Currencies',
    summary: 'Import rates from a file',
    description:
      'The text of a file of `currency,rate` lines (a `currency,rate` header allowed, blank lines skipped). Every rate is set in one transaction; when any line is bad nothing is changed and the 400 names each bad line (`errors`: `line 3` → what is wrong).',
    access: 'admin',
    body: jsonRequest(currencyRatesImportSchema, [
      { summary: 'Two rates', value: { csv: 'currency,rate\nKGS,87.45\nEUR,0.94\n' } },
    ]),
    answers: [listed('The currencies as stored now.')],
    errors: { 429: RATE_LIMITED },
  }),
};

export function currenciesApi(services: Services, limiter: RateLimiter) {
  /** The admin making a write, once counted (before the body is read). */
  const editor = limitedAdminEditor(limiter, 'currency-rates', CURRENCY_RATE_LIMIT, CURRENCY_RATE_TEXT.rateLimited);

  return declaredRouter('/api/currencies', services.auth)
    .handle(CURRENCIES_ROUTES.list, async (c) =>
      c.json((await services.currencies.list()) satisfies AdminDisplayCurrencies),
    )
    .handle(CURRENCIES_ROUTES.import, async (c) => {
      const by = await editor(c);
      const { csv } = await jsonBody(c, currencyRatesImportSchema);
      return c.json((await services.currencies.importRates(csv, by)) satisfies AdminDisplayCurrencies);
    })
    .handle(CURRENCIES_ROUTES.set, async (c) => {
      const by = await editor(c);
      const { rate } = await jsonBody(c, currencyRateInputSchema);
      return c.json(
        (await services.currencies.setRate(c.req.param('code') ?? '', rate, by)) satisfies AdminDisplayCurrencies,
      );
    })
    .handle(CURRENCIES_ROUTES.remove, async (c) => {
      const by = await editor(c);
      return c.json(
        (await services.currencies.removeRate(c.req.param('code') ?? '', by)) satisfies AdminDisplayCurrencies,
      );
    }).app;
}
