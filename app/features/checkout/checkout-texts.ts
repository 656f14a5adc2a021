/**
 * The information form's messages in the page's language (decision 59): the order API's own
 * schema (domain/checkout.ts, domain/auth.ts's e-mail, domain/input-rules.ts) writes them in
 * English, for the form and the server alike; the address's are the saved addresses' too.
 */
import { msg } from '@lingui/core/macro';
import { domainTexts } from '#app/features/i18n/index.ts';
import { ADDRESS_TEXT_ENTRIES } from '#app/features/addresses/index.ts';

export const CHECKOUT_TEXTS = domainTexts([
  ['Please enter your email address.', msg`Please enter your email address.`],
  ['That email address is too long.', msg`That email address is too long.`],
  ['Please enter a valid email address.', msg`Please enter a valid email address.`],
  ...ADDRESS_TEXT_ENTRIES,
]);
