/**
 * The carriers the store ships with and how a tracking number becomes a tracking link
 * (decision 0047). Zod-free, so the back office's ship dialog and the shopper's order pages
 * read it without the schema library; the server checks the input with
 * domain/shipment-input.ts, which applies the same rules.
 */
import { isSafeText } from './input-checks';

export const CARRIERS = {
  kyrgyz_post: { name: 'Kyrgyz Post / EMS', trackingUrl: 'https://t.17track.net/en#nums={number}' },
  dhl: {
    name: 'DHL',
    trackingUrl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={number}',
  },
  ups: { name: 'UPS', trackingUrl: 'https://www.ups.com/track?loc=en_US&tracknum={number}' },
  fedex: { name: 'FedEx', trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={number}' },
  /** Any other carrier: the owner types its name and the parcel's tracking link. */
  other: { name: 'Other', trackingUrl: null },
} as const satisfies Record<string, { name: string; trackingUrl: string | null }>;

export type CarrierId = keyof typeof CARRIERS;
export const CARRIER_IDS = Object.keys(CARRIERS) as CarrierId[];

export function isCarrierId(value: string): value is CarrierId {
  return Object.hasOwn(CARRIERS, value);
}

export const SHIPMENT_LIMITS = { trackingNumber: { min: 4, max: 40 }, carrierName: 60, trackingUrl: 500 } as const;

/** Letters, digits and dashes, as carriers print them; spaces people type between groups are taken out. */
const TRACKING_NUMBER = /^[A-Z0-9-]+$/;

export const SHIPMENT_TEXT = {
  carrier: 'Please choose a carrier.',
  trackingNumber: `Please enter a tracking number: ${SHIPMENT_LIMITS.trackingNumber.min} to ${SHIPMENT_LIMITS.trackingNumber.max} letters, digits or dashes.`,
  carrierName: `Please enter the carrier's name (up to ${SHIPMENT_LIMITS.carrierName} characters).`,
  trackingUrl: 'Please enter the tracking link: an https:// address.',
  needed: 'Please choose a carrier and enter the tracking number to mark this order shipped.',
} as const;

/** The number as stored and put into links: upper-case, without spaces. */
export function normalTrackingNumber(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

export function trackingNumberProblem(typed: string): string | null {
  const number = normalTrackingNumber(typed);
  const { min, max } = SHIPMENT_LIMITS.trackingNumber;
  return number.length >= min && number.length <= max && TRACKING_NUMBER.test(number)
    ? null
    : SHIPMENT_TEXT.trackingNumber;
}

/** Another carrier's name, as the shopper will read it. */
export function carrierNameProblem(typed: string): string | null {
  const name = typed.trim();
  return name.length > 0 && name.length <= SHIPMENT_LIMITS.carrierName && isSafeText(name)
    ? null
    : SHIPMENT_TEXT.carrierName;
}

/** A link a shopper may be sent to: https only, no credentials, within the length limit. */
export function trackingUrlProblem(typed: string): string | null {
  const text = typed.trim();
  if (text.length === 0 || text.length > SHIPMENT_LIMITS.trackingUrl) return SHIPMENT_TEXT.trackingUrl;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && !url.username && !url.password ? null : SHIPMENT_TEXT.trackingUrl;
  } catch {
    return SHIPMENT_TEXT.trackingUrl;
  }
}

/** The tracking link of a listed carrier's parcel (`other` brings its own). */
export function carrierTrackingUrl(carrier: Exclude<CarrierId, 'other'>, trackingNumber: string): string {
  return CARRIERS[carrier].trackingUrl.replace('{number}', encodeURIComponent(normalTrackingNumber(trackingNumber)));
}

/** What the shopper and the owner read for a shipment's carrier. */
export function carrierLabel(shipment: { carrier: string; carrierName: string | null }): string {
  if (shipment.carrierName) return shipment.carrierName;
  return isCarrierId(shipment.carrier) ? CARRIERS[shipment.carrier].name : shipment.carrier;
}
