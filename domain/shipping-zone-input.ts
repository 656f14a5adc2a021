/**
 * The back office's shipping zone (decision 57): one schema for the zone form and for
 * POST/PUT /api/shipping/zones. Every rule says which field is at fault, so the form shows
 * each message under its field (`methods.1.price`).
 */
import { z } from 'zod';
import { countryName, isCountryCode } from './countries';
import { integer, money, text } from './input-rules';

export const MAX_ZONE_METHODS = 10;
export const MAX_DELIVERY_DAYS = 120;
/** A method's price is at most this many currency units. */
export const MAX_SHIPPING_PRICE = 10_000;
const METHOD_ID = /^[a-z0-9][a-z0-9-]{0,31}$/;

export const SHIPPING_ZONE_TEXT = {
  notFound: 'Shipping zone not found.',
  deleted: 'Shipping zone deleted.',
  restOfWorldCountries: 'The rest of the world takes every country no other zone lists: it lists none itself.',
  restOfWorldDelete: 'The rest of the world cannot be deleted: every country not listed elsewhere ships with it.',
  countryTaken: (country: string, zone: string) => `${countryName(country)} is already in the zone “${zone}”.`,
  nameTaken: 'Another zone has this name.',
  countryConflict: 'Another change took one of these countries at the same moment. Refresh and try again.',
  noEnabledMethod: 'Offer at least one enabled method, or shoppers in this zone cannot check out.',
  duplicateMethod: 'Each method needs its own id in this zone.',
  duplicateCountry: 'A country is listed twice.',
  rateLimited: 'Too many changes to the shipping zones. Please wait a few minutes.',
} as const;

export const shippingMethodInputSchema = z
  .object({
    id: z.pipe(
      text({ label: 'Method id', min: 1, max: 32 }),
      z.string().check(
        z.refine((v) => METHOD_ID.test(v), {
          error: 'Method id: lower-case letters, digits and dashes, like "express".',
        }),
      ),
    ),
    name: text({ label: 'Method name', min: 1, max: 40 }),
    price: money({ label: 'Price', max: MAX_SHIPPING_PRICE }),
    minDays: integer({ label: 'Fastest delivery', min: 1, max: MAX_DELIVERY_DAYS }),
    maxDays: integer({ label: 'Slowest delivery', min: 1, max: MAX_DELIVERY_DAYS }),
    enabled: z.boolean('Enabled must be true or false.'),
  })
  .check(
    z.refine((m) => m.maxDays >= m.minDays, {
      error: 'The slowest delivery cannot be quicker than the fastest.',
      path: ['maxDays'],
    }),
  );

export const shippingZoneInputSchema = z.object({
  name: text({ label: 'Zone name', min: 1, max: 60 }),
  // Checked as a list, so its messages come with the methods' own (the object's checks would wait for those).
  countries: z
    .array(
      z.pipe(
        z.string('Each country is a two-letter code.'),
        z.transform((v: string) => v.trim().toUpperCase()),
      ),
      'Countries must be a list of two-letter codes.',
    )
    .max(250, 'A zone lists at most 250 countries.')
    .superRefine((countries, ctx) => {
      const seen = new Set<string>();
      countries.forEach((code, i) => {
        if (!isCountryCode(code))
          ctx.addIssue({ code: 'custom', path: [i], message: `“${code}” is not a country code.` });
        else if (seen.has(code))
          ctx.addIssue({ code: 'custom', path: [i], message: SHIPPING_ZONE_TEXT.duplicateCountry });
        seen.add(code);
      });
    }),
  methods: z
    .array(shippingMethodInputSchema, 'Methods must be a list.')
    .min(1, SHIPPING_ZONE_TEXT.noEnabledMethod)
    .max(MAX_ZONE_METHODS, `A zone offers at most ${MAX_ZONE_METHODS} methods.`)
    .superRefine((methods, ctx) => {
      const ids = new Set<string>();
      methods.forEach((m, i) => {
        if (ids.has(m.id))
          ctx.addIssue({ code: 'custom', path: [i, 'id'], message: SHIPPING_ZONE_TEXT.duplicateMethod });
        ids.add(m.id);
      });
      if (methods.length > 0 && !methods.some((m) => m.enabled))
        ctx.addIssue({ code: 'custom', path: [], message: SHIPPING_ZONE_TEXT.noEnabledMethod });
    }),
});

export type ShippingZoneInput = z.output<typeof shippingZoneInputSchema>;
export type ShippingZoneDraftInput = z.input<typeof shippingZoneInputSchema>;
