import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './countries';
import {
  DEFAULT_SHIPPING_METHODS,
  deliveryText,
  methodsFor,
  zoneDeliveries,
  zoneDeliveryText,
  zoneFor,
  type ShippingZoneOffer,
} from './shipping';
import { shippingZoneInputSchema } from './shipping-zone-input';

const zone = (id: string, countries: string[], restOfWorld = false): ShippingZoneOffer => ({
  id,
  name: id,
  restOfWorld,
  countries,
  methods: [...DEFAULT_SHIPPING_METHODS],
});

/** The zones the migration seeds. */
const seeded = [
  zone('Kyrgyzstan', ['KG']),
  zone('Neighbouring countries', ['KZ', 'UZ', 'TJ', 'CN']),
  zone('Rest of the world', [], true),
];

describe('the zone of a country', () => {
  it('is the zone listing it, else the rest of the world', () => {
    expect(zoneFor(seeded, 'KG')?.id).toBe('Kyrgyzstan');
    expect(zoneFor(seeded, 'kz')?.id).toBe('Neighbouring countries');
    expect(zoneFor(seeded, 'CN')?.id).toBe('Neighbouring countries');
    expect(zoneFor(seeded, 'US')?.id).toBe('Rest of the world');
    expect(zoneFor(seeded.slice(0, 2), 'US')).toBeUndefined();
    expect(methodsFor(seeded.slice(0, 2), 'US')).toEqual([]);
  });

  it('for any zones that list each country at most once: exactly the listing zone, or the rest of the world', () => {
    const codes = fc.constantFrom(...COUNTRY_CODES);
    fc.assert(
      fc.property(
        fc.uniqueArray(codes, { maxLength: 30 }),
        fc.integer({ min: 1, max: 5 }),
        codes,
        (listed, n, asked) => {
          // Spread the listed countries over n zones, each in one only.
          const zones = Array.from({ length: n }, (_, i) =>
            zone(
              `z${i}`,
              listed.filter((_, j) => j % n === i),
            ),
          );
          zones.push(zone('rest', [], true));
          const found = zoneFor(zones, asked)!;
          const listing = zones.filter((z) => z.countries.includes(asked));
          expect(listing.length).toBeLessThanOrEqual(1);
          expect(found.id).toBe(listing[0]?.id ?? 'rest');
        },
      ),
    );
  });
});

describe('delivery times in words', () => {
  it('say the SPEC §9 times of the default methods', () => {
    expect(DEFAULT_SHIPPING_METHODS.map((m) => [m.id, m.priceCents, deliveryText(m.minDays, m.maxDays)])).toEqual([
      ['standard', 599, '5-7 business days'],
      ['express', 1299, '2-3 business days'],
      ['overnight', 2499, 'next business day'],
    ]);
    expect(deliveryText(4, 4)).toBe('4 business days');
  });

  it('a zone takes from its quickest method to its slowest', () => {
    expect(zoneDeliveryText(DEFAULT_SHIPPING_METHODS)).toBe('1-7 business days');
    expect(zoneDeliveryText([{ minDays: 15, maxDays: 30 }])).toBe('15-30 business days');
    expect(zoneDeliveryText([])).toBeNull();
    const [kg] = zoneDeliveries(seeded, (code) => `name of ${code}`);
    expect(kg).toMatchObject({ name: 'Kyrgyzstan', countries: ['name of KG'], delivery: '1-7 business days' });
    expect(kg!.methods[0]).toEqual({ name: 'Standard', delivery: '5-7 business days', priceCents: 599 });
  });
});

describe('the back office’s zone', () => {
  const method = { id: 'standard', name: 'Standard', price: '5.99', minDays: '5', maxDays: '7', enabled: true };

  it('reads prices and days as the form sends them, countries in capitals', () => {
    const parsed = shippingZoneInputSchema.parse({ name: ' Europe ', countries: ['de', ' fr'], methods: [method] });
    expect(parsed).toEqual({
      name: 'Europe',
      countries: ['DE', 'FR'],
      methods: [{ id: 'standard', name: 'Standard', price: 5.99, minDays: 5, maxDays: 7, enabled: true }],
    });
  });

  it('says every problem under its field', () => {
    const result = shippingZoneInputSchema.safeParse({
      name: 'Europe',
      countries: ['DE', 'de', 'XX'],
      methods: [
        { ...method, id: 'Fast Post' },
        { ...method, price: '1.999', maxDays: '3' },
        { ...method, enabled: false },
      ],
    });
    expect(result.success).toBe(false);
    const errors = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(errors).toEqual({
      'countries.1': 'A country is listed twice.',
      'countries.2': '“XX” is not a country code.',
      'methods.0.id': 'Method id: lower-case letters, digits and dashes, like "express".',
      'methods.1.price': 'Price can have at most 2 decimals.',
    });
    const twice = shippingZoneInputSchema.safeParse({ name: 'Europe', countries: [], methods: [method, method] });
    expect(twice.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['methods.1.id', 'Each method needs its own id in this zone.'],
    ]);
    const none = shippingZoneInputSchema.safeParse({
      name: 'Europe',
      countries: [],
      methods: [{ ...method, enabled: false }],
    });
    expect(none.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['methods', 'Offer at least one enabled method, or shoppers in this zone cannot check out.'],
    ]);
  });
});
