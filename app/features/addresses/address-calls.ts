/**
 * The saved addresses' calls (GET and writes of /api/account/addresses, decision 66), each
 * answering the account's addresses after it. Loaded with the editor, at the first change.
 */
import type { SavedAddress, SavedAddressesAnswer } from '#domain/api-answer-schemas.ts';
import { apiFetch } from '#app/lib/api.ts';

/** The editor's fields: an address, '' for no state. */
export interface AddressValues {
  phone: string;
  firstName: string;
  lastName: string;
  country: string;
  state: string;
  address: string;
  city: string;
  postalCode: string;
}

const PATH = '/account/addresses';
const body = (values: AddressValues) => ({ ...values, state: values.state || undefined });

export const addAddress = (values: AddressValues) =>
  apiFetch<SavedAddressesAnswer>(PATH, { method: 'POST', body: body(values) });

export const updateAddress = (id: string, values: AddressValues) =>
  apiFetch<SavedAddressesAnswer>(`${PATH}/${id}`, { method: 'PUT', body: body(values) });

export const removeAddress = (id: string) => apiFetch<SavedAddressesAnswer>(`${PATH}/${id}`, { method: 'DELETE' });

export const makeDefaultAddress = (id: string) =>
  apiFetch<SavedAddressesAnswer>(`${PATH}/${id}/default`, { method: 'POST' });

/** The editor's starting values: the address edited, or an empty one in the country given. */
export function editorValues(address: SavedAddress | null, country: string): AddressValues {
  if (!address)
    return { phone: '', firstName: '', lastName: '', country, state: '', address: '', city: '', postalCode: '' };
  const { phone, firstName, lastName, state, city, postalCode } = address;
  return {
    phone,
    firstName,
    lastName,
    country: address.country,
    state: state ?? '',
    address: address.address,
    city,
    postalCode,
  };
}
