/**
 * Shipping by destination (decision 57): the store's zones — countries, and in each the
 * methods offered with their price and delivery time — are data the owner edits in the back
 * office. This file holds what both sides read of them, zod-free (checkout's first load
 * reads it): which zone a country is in, a method's delivery time in words, the SPEC §9
 * methods every zone starts with, and the texts.
 */
import type { Cents } from './money';

/** One method as the storefront and the server's pricing read it. */
export interface ShippingMethodOffer {
  /** Its id within its zone ('standard'), what checkout sends and the order keeps. */
  id: string;
  name: string;
  priceCents: Cents;
  /** Business days after dispatch, from–to (1–1: the next business day). */
  minDays: number;
  maxDays: number;
}

/** A zone as the storefront reads it: only its countries and its enabled methods, in order. */
export interface ShippingZoneOffer {
  id: string;
  name: string;
  /** The zone that takes every country no other zone lists. */
  restOfWorld: boolean;
  /** ISO 3166-1 alpha-2 codes; empty for the rest of the world. */
  countries: string[];
  methods: ShippingMethodOffer[];
}

/**
 * SPEC §9 checkout shipping methods: what every zone offers until the owner changes it (the
 * migration that made the zones seeded them from these).
 */
export const DEFAULT_SHIPPING_METHODS = [
  { id: 'standard', name: 'Standard', priceCents: 599, minDays: 5, maxDays: 7 },
  { id: 'express', name: 'Express', priceCents: 1299, minDays: 2, maxDays: 3 },
  { id: 'overnight', name: 'Overnight', priceCents: 2499, minDays: 1, maxDays: 1 },
] as const satisfies readonly ShippingMethodOffer[];

/**
 * Business days between an order and its dispatch, as SPEC §9 promises them ("processed
 * within 1-2 business days"): search engines read them as the handling time of every offer.
 */
export const ORDER_PROCESSING_DAYS = { min: 1, max: 2 } as const;

/** The zone shipping to `country`: the one listing it, else the rest of the world's. */
export function zoneFor<Z extends { countries: readonly string[]; restOfWorld: boolean }>(
  zones: readonly Z[],
  country: string,
): Z | undefined {
  const code = country.toUpperCase();
  return zones.find((zone) => zone.countries.includes(code)) ?? zones.find((zone) => zone.restOfWorld);
}

/** The methods offered to `country` (none when no zone takes it). */
export function methodsFor(zones: readonly ShippingZoneOffer[], country: string): ShippingMethodOffer[] {
  return zoneFor(zones, country)?.methods ?? [];
}

/** A delivery time in words: 'next business day', '3 business days', '5-7 business days'. */
export function deliveryText(minDays: number, maxDays: number): string {
  if (maxDays <= 1) return 'next business day';
  if (minDays === maxDays) return `${maxDays} business days`;
  return `${minDays}-${maxDays} business days`;
}

/** What a zone's methods take altogether, in words ('1-7 business days'); null with none. */
export function zoneDeliveryText(methods: readonly Pick<ShippingMethodOffer, 'minDays' | 'maxDays'>[]): string | null {
  if (methods.length === 0) return null;
  const min = Math.min(...methods.map((m) => m.minDays));
  const max = Math.max(...methods.map((m) => m.maxDays));
  return deliveryText(min, max);
}

/** The policy pages' and FAQs' facts of one zone, made by the server from the zones (one place). */
export interface ZoneDelivery {
  name: string;
  restOfWorld: boolean;
  /** Country names, for the policy page (empty for the rest of the world). */
  countries: string[];
  /** All its methods together ('1-7 business days'). */
  delivery: string | null;
  methods: { name: string; delivery: string; priceCents: Cents }[];
}

/** The zones' delivery facts for the pages that state them. */
export function zoneDeliveries(
  zones: readonly ShippingZoneOffer[],
  countryName: (code: string) => string,
): ZoneDelivery[] {
  return zones.map((zone) => ({
    name: zone.name,
    restOfWorld: zone.restOfWorld,
    countries: zone.countries.map(countryName),
    delivery: zoneDeliveryText(zone.methods),
    methods: zone.methods.map((m) => ({
      name: m.name,
      delivery: deliveryText(m.minDays, m.maxDays),
      priceCents: m.priceCents,
    })),
  }));
}

/** Checkout's and the shipping policy's words about shipping. */
export const SHIPPING_TEXT = {
  /** At checkout's shipping step and in the shipping policy. */
  duties: 'Duties and taxes of the destination country may be due on delivery; the store does not collect them.',
  noMethods: 'We cannot ship to this country yet. Please choose another address or contact us.',
  methodUnavailable: (method: string, country: string) =>
    `The shipping method "${method}" is not offered to ${country}. Please choose another shipping method.`,
  chooseMethod: 'Please choose a shipping method.',
} as const;
