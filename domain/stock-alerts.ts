/**
 * Back-in-stock alerts' input (decision 64): POST /api/stock-alerts and the links' tokens.
 * Limits and texts: domain/stock-alert-rules.ts.
 */
import { z } from 'zod';
import { text } from './input-rules';
import { languageField } from './language-input';
import { STOCK_ALERT_EMAIL_MAX, STOCK_ALERT_TEXT } from './stock-alert-rules';

const option = (label: string) => text({ label, min: 1, max: 100 });

export const stockAlertInputSchema = z.object({
  productId: text({ label: 'productId', min: 1, max: 64 }),
  color: option('Color'),
  size: option('Size'),
  email: z.pipe(
    text({
      label: 'Email',
      min: 1,
      max: STOCK_ALERT_EMAIL_MAX,
      messages: { required: STOCK_ALERT_TEXT.invalidEmail, type: STOCK_ALERT_TEXT.invalidEmail },
    }),
    z.email({ error: STOCK_ALERT_TEXT.invalidEmail }),
  ),
  /** The honeypot: people never see it, so anything in it was typed by a bot. */
  website: z.optional(z.string().max(1000)),
  /** The page's language: the confirmation and the alert are written in it (decision 61). */
  language: languageField,
});
export type StockAlertInput = z.output<typeof stockAlertInputSchema>;

/** POST /api/stock-alerts/confirm and /unsubscribe: the e-mailed link's token. */
export const stockAlertTokenSchema = z.object({
  token: text({ label: 'token', min: 1, max: 2000 }),
});

/** The product page's form: the size and the address (the rest comes from the page). */
export const stockAlertFormSchema = stockAlertInputSchema.pick({ size: true, email: true, website: true });
