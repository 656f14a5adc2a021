/** The account's address editor's and list's messages (decision 59): the address's, and the saved addresses' API's. */
import { msg } from '@lingui/core/macro';
import { domainTexts } from '#app/features/i18n/index.ts';
import { ADDRESS_TEXT_ENTRIES } from './address-texts';

export const SAVED_ADDRESS_TEXTS = domainTexts([
  ...ADDRESS_TEXT_ENTRIES,
  ['Address not found.', msg`Address not found.`],
  [
    'You can save up to 10 addresses. Delete one you no longer use to add another.',
    msg`You can save up to 10 addresses. Delete one you no longer use to add another.`,
  ],
  [
    'Too many address changes in a short time. Please try again in a few minutes.',
    msg`Too many address changes in a short time. Please try again in a few minutes.`,
  ],
]);
