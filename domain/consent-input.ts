/** What POST /api/consent takes (decision 72), as JSON or as the banner's form. */
import { z } from 'zod';
import { CONSENT_CHOICES } from './consent.ts';

export const CONSENT_TEXT = {
  badChoice: 'choice must be "necessary" or "analytics".',
  notAForm: 'Send the choice as JSON or as a form (application/x-www-form-urlencoded).',
  crossSite: 'Cookie consent is chosen on this site only.',
  tooMany: 'Too many consent changes from this address. Please wait a few minutes.',
} as const;

export const consentInputSchema = z.object({
  choice: z.enum(CONSENT_CHOICES, { error: CONSENT_TEXT.badChoice }),
  returnTo: z
    .string()
    .max(2000)
    .optional()
    .describe('The form’s page to go back to: a path of this site (anything else goes back home).'),
});
