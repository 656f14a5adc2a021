/**
 * What the shopper entered at checkout, kept in the browser (SPEC §3): the information
 * step under 'checkoutData', the shipping choice under 'shippingData'. The address is
 * kept after an order so a returning shopper need not type it again; the shipping choice
 * is dropped with the cart.
 *
 * Reading checks only that the saved data is complete enough to go on (the steps' redirects
 * of SPEC §4); the server validates every field again when the order is placed.
 */
import { isCountryCode, regionsOf } from '#domain/countries.ts';
import { readStoredJson, removeStored, writeStoredJson } from '#app/lib/browser-storage.ts';
import type { ShippingMethodOffer } from '#domain/shipping.ts';
import { fromCents } from '#domain/money.ts';
import { isLanguage, type Language } from '#domain/languages.ts';
import type { AddressValues } from '#app/features/addresses/index.ts';

export const CHECKOUT_DATA_KEY = 'checkoutData';
export const SHIPPING_DATA_KEY = 'shippingData';
/** "Save this address to my account", ticked on the first step, sent when the order is placed (decision 66). */
export const SAVE_ADDRESS_KEY = 'saveAddress';

/** SPEC §3 Checkout information: the e-mail and a shipping address (`state` '' where the country has none). */
export interface CheckoutData extends AddressValues {
  email: string;
}

/**
 * The country as the first step's select named it, in that page's language, kept with the
 * information: the later steps' review shows it on a page in the same language (a browser
 * may have no Kyrgyz names of its own) and the English name otherwise.
 */
export interface CountryLabel {
  language: Language;
  name: string;
}

/** SPEC §3 Shipping choice. */
export interface ShippingData {
  /** The method's id in the destination's zone (decision 57). */
  selectedShipping: string;
  shippingCost: number;
}

const REQUIRED: (keyof CheckoutData)[] = [
  'email',
  'phone',
  'firstName',
  'lastName',
  'country',
  'address',
  'city',
  'postalCode',
];

function readRecord(key: string): Record<string, unknown> | null {
  const value = readStoredJson(key);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The saved information as far as it goes, for prefilling the form (any field may be ''). */
export function readCheckoutDraft(): CheckoutData | null {
  const raw = readRecord(CHECKOUT_DATA_KEY);
  if (!raw) return null;
  return {
    email: str(raw.email),
    phone: str(raw.phone),
    firstName: str(raw.firstName),
    lastName: str(raw.lastName),
    country: str(raw.country).toUpperCase(),
    state: str(raw.state),
    address: str(raw.address),
    city: str(raw.city),
    postalCode: str(raw.postalCode),
  };
}

export function readCountryLabel(): CountryLabel | undefined {
  const value = readRecord(CHECKOUT_DATA_KEY)?.countryLabel;
  if (!value || typeof value !== 'object') return undefined;
  const { language, name } = value as Record<string, unknown>;
  return isLanguage(language) && typeof name === 'string' && name.length > 0 && name.length <= 100
    ? { language, name }
    : undefined;
}

/** The saved information when every required field is there, else null (back to the first step). */
export function readCheckoutData(): CheckoutData | null {
  const data = readCheckoutDraft();
  if (!data || REQUIRED.some((field) => data[field] === '') || !isCountryCode(data.country)) return null;
  if (regionsOf(data.country) && data.state === '') return null;
  return data;
}

export function saveCheckoutData(data: CheckoutData, countryLabel?: CountryLabel): void {
  writeStoredJson(CHECKOUT_DATA_KEY, { ...data, countryLabel });
}

/**
 * The saved shipping choice. Its cost is a display: what the method costs is the zone's,
 * which the steps read from the server and the order is charged by.
 */
export function readShippingData(): ShippingData | null {
  const raw = readRecord(SHIPPING_DATA_KEY);
  if (!raw || typeof raw.selectedShipping !== 'string' || raw.selectedShipping === '') return null;
  return { selectedShipping: raw.selectedShipping, shippingCost: Number(raw.shippingCost) || 0 };
}

export function shippingData(method: ShippingMethodOffer): ShippingData {
  return { selectedShipping: method.id, shippingCost: fromCents(method.priceCents) };
}

export function saveShippingData(method: ShippingMethodOffer): void {
  writeStoredJson(SHIPPING_DATA_KEY, shippingData(method));
}

export function clearShippingData(): void {
  removeStored(SHIPPING_DATA_KEY);
  removeStored(SAVE_ADDRESS_KEY);
}

export function rememberSaveAddress(save: boolean): void {
  if (save) writeStoredJson(SAVE_ADDRESS_KEY, true);
  else removeStored(SAVE_ADDRESS_KEY);
}

export function readSaveAddress(): boolean {
  return readStoredJson(SAVE_ADDRESS_KEY) === true;
}
