import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_METHODS, zoneDeliveries, type ShippingZoneOffer } from '#domain/shipping.ts';
import { faqAnswerText, faqGroups, faqItems } from './faq-content';
import { faqJsonLd } from './faq-seo';
import { STORE_FACTS } from './store-facts';

const zone = (name: string, countries: string[], methods: ShippingZoneOffer['methods']): ShippingZoneOffer => ({
  id: name,
  name,
  restOfWorld: countries.length === 0,
  countries,
  methods,
});
/** The zones as the migration seeds them: the SPEC's three methods everywhere. */
const seeded = zoneDeliveries(
  [
    zone('Kyrgyzstan', ['KG'], [...DEFAULT_SHIPPING_METHODS]),
    zone('Neighbouring countries', ['KZ', 'UZ', 'TJ', 'CN'], [...DEFAULT_SHIPPING_METHODS]),
    zone('Rest of the world', [], [...DEFAULT_SHIPPING_METHODS]),
  ],
  (code) => code,
);
const english = setupI18n({ locale: 'en', messages: { en: {} } });
const groups = faqGroups(english, 'USD', seeded);
const items = faqItems(groups);
const answerTo = (id: string) => faqAnswerText(items.find((item) => item.id === id)!);

describe('the FAQs', () => {
  it('cover every topic with at least 12 questions, each with a unique fragment id', () => {
    expect(groups.map((g) => g.title)).toEqual([
      'Ordering',
      'Sizes and fit',
      'Shipping',
      'Returns and refunds',
      'Payment',
      'Coupons and discounts',
      'Accounts',
    ]);
    expect(items.length).toBeGreaterThanOrEqual(12);
    const ids = [
      ...groups.map((g) => `${g.id}-title`),
      ...items.flatMap((i) => [i.id, `${i.id}-question`, `${i.id}-answer`]),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of items) expect(item.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('state the policy promises and the checkout prices in the store currency', () => {
    expect(answerTo('shipping-times')).toContain(STORE_FACTS.processingDays);
    expect(answerTo('shipping-times')).toContain('1-7 business days wherever you are');
    expect(answerTo('returns-window')).toContain(STORE_FACTS.returnWindow);
    expect(answerTo('returns-window')).toContain('Return shipping is paid by us');
    expect(answerTo('start-a-return')).toContain(`choose "Request a return" within ${STORE_FACTS.returnWindow}`);
    expect(answerTo('refund-time')).toContain(STORE_FACTS.refundDays);
    expect(answerTo('shipping-costs')).toContain('Standard, 5-7 business days: $5.99');
    expect(answerTo('shipping-costs')).toContain('Duties and taxes of your country may be due on delivery');
    expect(answerTo('shipping-costs')).toContain('$12.99');
    expect(answerTo('shipping-costs')).toContain('$24.99');
    expect(
      faqAnswerText(faqItems(faqGroups(english, 'EUR', seeded)).find((i) => i.id === 'shipping-costs')!),
    ).toContain('€5.99');
  });

  it('say each zone’s own times and prices once the owner makes them differ (decision 57)', () => {
    const edited = zoneDeliveries(
      [
        zone('Kyrgyzstan', ['KG'], [{ id: 'courier', name: 'Courier', priceCents: 300, minDays: 2, maxDays: 3 }]),
        zone(
          'Rest of the world',
          [],
          [{ id: 'standard', name: 'Standard', priceCents: 2500, minDays: 15, maxDays: 30 }],
        ),
      ],
      (code) => code,
    );
    const edit = faqItems(faqGroups(english, 'USD', edited));
    const answer = (id: string) => faqAnswerText(edit.find((item) => item.id === id)!);
    expect(answer('shipping-times')).toContain(
      '2-3 business days within Kyrgyzstan and 15-30 business days to the rest of the world',
    );
    expect(answer('shipping-costs')).toContain('within Kyrgyzstan: Courier, 2-3 business days: $3.00');
    expect(answer('shipping-costs')).toContain('to the rest of the world: Standard, 15-30 business days: $25.00');
  });

  it('link only to store pages, and to questions that exist', () => {
    const pages = new Set([
      '/cart',
      '/contact-us',
      '/terms-conditions',
      '/shipping-policy',
      '/refund-return-policy',
      '/privacy-policy',
      '/register',
      '/forgot-password',
      '/account',
      '/faqs',
    ]);
    const links = items.flatMap((item) => item.answer.flat().filter((part) => typeof part !== 'string'));
    expect(links.length).toBeGreaterThan(5);
    for (const { to } of links) {
      const [path, hash] = to.split('#');
      expect(pages.has(path!), to).toBe(true);
      if (hash)
        expect(
          items.some((item) => item.id === hash),
          to,
        ).toBe(true);
    }
  });

  it('give their FAQPage structured data the same questions and answers', () => {
    const data = faqJsonLd(groups);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(items.length);
    expect(data.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: items[0]!.question,
      acceptedAnswer: { '@type': 'Answer', text: faqAnswerText(items[0]!) },
    });
    expect(data.mainEntity.every((q) => !q.acceptedAnswer.text.includes('[object'))).toBe(true);
  });
});
