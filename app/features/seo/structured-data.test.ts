import { describe, expect, it } from 'vitest';
import type { ShippingZoneOffer } from '#domain/shipping.ts';
import { structuredDataProblems } from '#domain/structured-data-rules.ts';
import { breadcrumbJsonLd } from './json-ld';
import {
  offerTermsJsonLd,
  organizationJsonLd,
  returnPolicyJsonLd,
  shippingDetailsJsonLd,
  websiteJsonLd,
} from './structured-data.server';

const origin = 'https://alatoo.example';
const zones: ShippingZoneOffer[] = [
  {
    id: 'near',
    name: 'Neighbouring countries',
    restOfWorld: false,
    countries: ['KZ', 'UZ'],
    methods: [{ id: 'overnight', name: 'Overnight', priceCents: 2499, minDays: 1, maxDays: 1 }],
  },
  { id: 'empty', name: 'Nobody yet', restOfWorld: false, countries: [], methods: [] },
  {
    id: 'row',
    name: 'Rest of the world',
    restOfWorld: true,
    countries: [],
    methods: [{ id: 'standard', name: 'Standard', priceCents: 1999, minDays: 10, maxDays: 20 }],
  },
];

describe('the store as schema.org data', () => {
  it('names the organisation with its address, contact and logo', () => {
    const org = organizationJsonLd(origin, 'hello@alatoo.example');
    expect(org).toMatchObject({
      '@type': 'OnlineStore',
      '@id': `${origin}/#organization`,
      name: 'ALATOO',
      url: `${origin}/`,
      logo: `${origin}/images/alatoo-logo.png`,
      email: 'hello@alatoo.example',
      telephone: '+996312663535',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Erkindik Boulevard 35',
        addressLocality: 'Bishkek',
        postalCode: '720040',
        addressCountry: 'KG',
      },
    });
    expect(structuredDataProblems(org)).toEqual([]);
  });

  it('offers the site search in the page’s language', () => {
    const site = websiteJsonLd(origin, '/ru', '/ru', 'ru');
    expect(site).toMatchObject({
      '@type': 'WebSite',
      url: `${origin}/ru`,
      inLanguage: 'ru',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/ru?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(structuredDataProblems(site)).toEqual([]);
  });

  it('numbers the breadcrumb from 1, every crumb but the page itself linked', () => {
    const trail = breadcrumbJsonLd([{ name: 'Home', url: `${origin}/` }, { name: 'Coat' }]);
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Coat' },
    ]);
    expect(structuredDataProblems(trail)).toEqual([]);
    expect(structuredDataProblems(breadcrumbJsonLd([{ name: 'Home' }, { name: 'Coat' }]))).toEqual([
      'ListItem.item at $.itemListElement[0]',
    ]);
  });

  it('ships to the countries the zones name, with handling and transit days', () => {
    const details = shippingDetailsJsonLd(zones, 'USD', `${origin}/shipping-policy`);
    expect(details).toHaveLength(1);
    expect(details[0]).toMatchObject({
      shippingRate: { value: '24.99', currency: 'USD' },
      shippingDestination: [
        { '@type': 'DefinedRegion', addressCountry: 'KZ' },
        { '@type': 'DefinedRegion', addressCountry: 'UZ' },
      ],
      deliveryTime: { transitTime: { minValue: 1, maxValue: 1, unitCode: 'DAY' } },
    });
    expect(structuredDataProblems(details)).toEqual([]);
  });

  it('states the return window for the shipped-to countries, and no policy where none is named', () => {
    const policy = returnPolicyJsonLd(zones, origin, '/ky/refund-return-policy');
    expect(policy).toMatchObject({ applicableCountry: ['KZ', 'UZ'], merchantReturnDays: 3 });
    expect(policy!.merchantReturnLink).toBe(`${origin}/ky/refund-return-policy`);
    expect(structuredDataProblems(policy)).toEqual([]);
    expect(returnPolicyJsonLd([zones[2]!], origin, '/refund-return-policy')).toBeNull();
  });

  it('gives a product page its offers’ terms in the page’s language, rest of the world left out', () => {
    const terms = offerTermsJsonLd(zones, 'KGS', origin, {
      shippingPolicy: '/ru/shipping-policy',
      returnPolicy: '/ru/refund-return-policy',
    });
    expect(terms.shipping.map((s) => s['@id'])).toEqual([`${origin}/ru/shipping-policy#shipping-near-overnight`]);
    expect(terms.returns?.['@id']).toBe(`${origin}/ru/refund-return-policy#return-policy`);
    expect(structuredDataProblems(terms)).toEqual([]);
  });

  it('catches what a block leaves out', () => {
    expect(
      structuredDataProblems({
        '@type': 'ProductGroup',
        name: 'x',
        productGroupID: 'x',
        variesBy: ['https://schema.org/size'],
        hasVariant: [{ '@type': 'Product', name: 'x', image: ['i'], offers: { '@type': 'Offer', price: 'ten' } }],
      }),
    ).toEqual([
      'Product.url at $.hasVariant[0]',
      'Offer.priceCurrency at $.hasVariant[0].offers',
      'Offer.availability at $.hasVariant[0].offers',
      'Offer.price is not a number at $.hasVariant[0].offers',
    ]);
    expect(structuredDataProblems({ '@type': 'Offer', shippingDetails: { '@id': '#nowhere' } })).toContain(
      '@id #nowhere is never defined (at $.shippingDetails)',
    );
  });
});
