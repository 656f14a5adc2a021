/** The saved addresses feature's public API (decision 66): the account's list and editor, checkout's picker. */
export { ADDRESS_TEXT_ENTRIES } from './address-texts';
export { preloadAddressChoice, SaveAddressOption, SavedAddressPicker } from './address-choice';
export type { AddressValues } from './address-calls';
export type { AddressForm } from './address-picker';
export { SavedAddresses } from './saved-addresses-slot';
