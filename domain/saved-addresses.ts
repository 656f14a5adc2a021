/**
 * A shopper's saved shipping addresses (decision 0066): how many, how often they may be
 * changed, the texts the API answers with, and when two addresses are the same one.
 * Zod-free, so checkout's first load can compare the form with the saved ones.
 */

/** How many addresses one account keeps: enough for home, work and family, few enough to pick from. */
export const SAVED_ADDRESS_LIMIT = 10;

/** Writes (add, edit, delete, default) per account: made by hand, a burst is a script. */
export const SAVED_ADDRESS_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 } as const;

export const SAVED_ADDRESS_TEXT = {
  notFound: 'Address not found.',
  limit: `You can save up to ${SAVED_ADDRESS_LIMIT} addresses. Delete one you no longer use to add another.`,
  tooMany: 'Too many address changes in a short time. Please try again in a few minutes.',
} as const;

/** The fields that make an address (an order's, a saved one, checkout's form). */
export interface AddressParts {
  phone: string;
  firstName: string;
  lastName: string;
  country: string;
  state?: string | null;
  address: string;
  city: string;
  postalCode: string;
}

export const ADDRESS_PARTS = [
  'phone',
  'firstName',
  'lastName',
  'country',
  'state',
  'address',
  'city',
  'postalCode',
] as const satisfies readonly (keyof AddressParts)[];

/** One field as compared: trimmed, spaces run together, case ignored ("1 chui ave" is "1 Chui  Ave"). */
const comparable = (value: string | null | undefined) =>
  (value ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** The same address, whatever the spacing or case: saving it again would keep a duplicate. */
export function sameAddress(a: AddressParts, b: AddressParts): boolean {
  return ADDRESS_PARTS.every((part) => comparable(a[part]) === comparable(b[part]));
}
