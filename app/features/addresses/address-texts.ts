/**
 * A shipping address's messages in the page's language (decision 59): the address schema
 * (domain/shipping-address.ts, domain/input-rules.ts) and the saved addresses' API
 * (domain/saved-addresses.ts) write them in English, for the forms and the server alike.
 * Checkout's information form says them too; the account's table is saved-address-texts.ts.
 */
import { msg } from '@lingui/core/macro';

export const ADDRESS_TEXT_ENTRIES = [
  ['Please enter your phone number.', msg`Please enter your phone number.`],
  ['Please enter a valid phone number.', msg`Please enter a valid phone number.`],
  ['Please enter your first name.', msg`Please enter your first name.`],
  ['Please enter your last name.', msg`Please enter your last name.`],
  ['Please choose a country.', msg`Please choose a country.`],
  ['Please choose a country from the list.', msg`Please choose a country from the list.`],
  ['Please enter your address.', msg`Please enter your address.`],
  ['Please enter your city.', msg`Please enter your city.`],
  ['Please enter your postal code.', msg`Please enter your postal code.`],
  ['Please choose a state.', msg`Please choose a state.`],
  ['Please choose a state from the list.', msg`Please choose a state from the list.`],
  ['Please choose a province.', msg`Please choose a province.`],
  ['Please choose a province from the list.', msg`Please choose a province from the list.`],
  ['Phone must be at most 40 characters.', msg`Phone must be at most 40 characters.`],
  ['First name must be at most 80 characters.', msg`First name must be at most 80 characters.`],
  ['Last name must be at most 80 characters.', msg`Last name must be at most 80 characters.`],
  ['State / province must be at most 80 characters.', msg`State / province must be at most 80 characters.`],
  ['Address must be at most 200 characters.', msg`Address must be at most 200 characters.`],
  ['City must be at most 100 characters.', msg`City must be at most 100 characters.`],
  ['Postal code must be at most 20 characters.', msg`Postal code must be at most 20 characters.`],
  ['Phone contains characters that are not allowed.', msg`Phone contains characters that are not allowed.`],
  ['First name contains characters that are not allowed.', msg`First name contains characters that are not allowed.`],
  ['Last name contains characters that are not allowed.', msg`Last name contains characters that are not allowed.`],
  [
    'State / province contains characters that are not allowed.',
    msg`State / province contains characters that are not allowed.`,
  ],
  ['Address contains characters that are not allowed.', msg`Address contains characters that are not allowed.`],
  ['City contains characters that are not allowed.', msg`City contains characters that are not allowed.`],
  ['Postal code contains characters that are not allowed.', msg`Postal code contains characters that are not allowed.`],
  // The region lists' names for their field (domain/countries.ts).
  ['State', msg`State`],
  ['Province', msg`Province`],
] as const;
