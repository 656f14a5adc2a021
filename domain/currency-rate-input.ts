/**
 * The back office's rate requests (decision 60), checked by the rule of currency-rates.ts.
 */
import { z } from 'zod';
import { CURRENCY_RATE_TEXT, MAX_IMPORT_CHARS, normalizeRate, rateProblem } from './currency-rates.ts';

const rateText = z
  .string()
  .trim()
  .max(32, CURRENCY_RATE_TEXT.notANumber)
  .superRefine((text, ctx) => {
    const problem = rateProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalizeRate);

/** PUT /api/currencies/{code}: the new rate. */
export const currencyRateInputSchema = z.strictObject({ rate: rateText });
export type CurrencyRateInput = z.output<typeof currencyRateInputSchema>;

/** POST /api/currencies/import: the file's text, `currency,rate` lines. */
export const currencyRatesImportSchema = z.strictObject({ csv: z.string().max(MAX_IMPORT_CHARS) });
