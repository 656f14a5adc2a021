/**
 * schema.org data for search engines, as Google documents it for a store, built by the
 * loaders (server only, so none of it is in a page's scripts): the store itself
 * (Organization, WebSite with a search box), and what every offer shares (shipping by
 * zone, the return policy). Plain objects: a route's meta hands them to React Router,
 * which writes each into a <script type="application/ld+json"> with `<`, `>` and `&` escaped.
 */
import { fromCents } from '#domain/money.ts';
import { RETURN_POLICY } from '#domain/return-policy.ts';
import { ORDER_PROCESSING_DAYS, type ShippingZoneOffer } from '#domain/shipping.ts';
import { STORE_CONTACT } from '#domain/store-contact.ts';
import { STORE_NAME } from '#domain/store.ts';

import { type JsonLd, LOGO_PATH, type OfferTerms, SCHEMA } from './json-ld';

export type { JsonLd };

/** The store as an organisation: name, address, how to reach it, its logo. */
export function organizationJsonLd(origin: string, email: string): JsonLd {
  const [street, cityLine, country] = STORE_CONTACT.addressLines;
  // "Bishkek 720040": the city, then the postal code.
  const [, city = cityLine, postalCode = ''] = /^(.*\S)\s+(\S+)$/.exec(cityLine) ?? [];
  return {
    '@context': SCHEMA,
    '@type': 'OnlineStore',
    '@id': `${origin}/#organization`,
    name: STORE_NAME,
    url: `${origin}/`,
    logo: `${origin}${LOGO_PATH}`,
    email,
    telephone: STORE_CONTACT.phone.tel,
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: city,
      postalCode,
      addressCountry: country === 'Kyrgyzstan' ? 'KG' : country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email,
      telephone: STORE_CONTACT.phone.tel,
      availableLanguage: ['English', 'Russian', 'Kyrgyz'],
    },
  };
}

/**
 * The site and its search: `searchPath` is the page that shows results for the term in its
 * `q` parameter, in the page's language.
 */
export function websiteJsonLd(origin: string, homePath: string, searchPath: string, language: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    '@id': `${origin}${homePath}#website`,
    name: STORE_NAME,
    url: `${origin}${homePath}`,
    inLanguage: language,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}${searchPath}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** At most this many countries in one return policy, as Google reads them. */
const RETURN_COUNTRIES_LIMIT = 50;

/** The zones that name their countries: the rest of the world has no country list to state. */
function namedZones(zones: readonly ShippingZoneOffer[]): ShippingZoneOffer[] {
  return zones.filter((zone) => !zone.restOfWorld && zone.countries.length > 0 && zone.methods.length > 0);
}

/**
 * One OfferShippingDetails per zone and method: its price, the zone's countries, the
 * handling time (SPEC §9's processing days) and the method's transit time in business days.
 * Each has an `@id` under `base`, so offers after the first can point to it.
 */
export function shippingDetailsJsonLd(zones: readonly ShippingZoneOffer[], currency: string, base: string): JsonLd[] {
  return namedZones(zones).flatMap((zone) =>
    zone.methods.map((method) => ({
      '@type': 'OfferShippingDetails',
      '@id': `${base}#shipping-${zone.id}-${method.id}`,
      shippingLabel: `${zone.name}: ${method.name}`,
      shippingRate: { '@type': 'MonetaryAmount', value: fromCents(method.priceCents).toFixed(2), currency },
      shippingDestination: zone.countries.map((country) => ({ '@type': 'DefinedRegion', addressCountry: country })),
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: {
          '@type': 'QuantitativeValue',
          minValue: ORDER_PROCESSING_DAYS.min,
          maxValue: ORDER_PROCESSING_DAYS.max,
          unitCode: 'DAY',
        },
        transitTime: {
          '@type': 'QuantitativeValue',
          minValue: method.minDays,
          maxValue: method.maxDays,
          unitCode: 'DAY',
        },
      },
    })),
  );
}

/**
 * SPEC §9's return policy: a finite window counted from delivery, returned by mail with the
 * return shipping paid by the store, for the countries the zones name (none when no zone
 * names a country: the policy must say where it applies).
 */
export function returnPolicyJsonLd(
  zones: readonly ShippingZoneOffer[],
  origin: string,
  policyPath: string,
): JsonLd | null {
  const countries = [...new Set(namedZones(zones).flatMap((zone) => zone.countries))].slice(0, RETURN_COUNTRIES_LIMIT);
  if (countries.length === 0) return null;
  return {
    '@type': 'MerchantReturnPolicy',
    '@id': `${origin}${policyPath}#return-policy`,
    applicableCountry: countries,
    returnPolicyCategory: `${SCHEMA}/MerchantReturnFiniteReturnWindow`,
    merchantReturnDays: RETURN_POLICY.days,
    returnMethod: `${SCHEMA}/ReturnByMail`,
    returnFees: `${SCHEMA}/FreeReturn`,
    merchantReturnLink: `${origin}${policyPath}`,
  };
}

/**
 * What every offer of a product shares, in the page's language: the zones' shipping (each
 * with an `@id` under the shipping policy's address) and the return policy.
 */
export function offerTermsJsonLd(
  zones: readonly ShippingZoneOffer[],
  currency: string,
  origin: string,
  paths: { shippingPolicy: string; returnPolicy: string },
): OfferTerms {
  return {
    shipping: shippingDetailsJsonLd(zones, currency, `${origin}${paths.shippingPolicy}`),
    returns: returnPolicyJsonLd(zones, origin, paths.returnPolicy),
  };
}
