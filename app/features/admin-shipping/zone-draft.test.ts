import { describe, expect, it } from 'vitest';
import type { AdminShippingZone } from '#domain/api-answer-schemas.ts';
import { flatValues } from '#app/lib/use-field-array.ts';
import { checkDraft, draftFromZone, draftOf, emptyZone } from './zone-draft';

const zone: AdminShippingZone = {
  _id: 'z1',
  name: 'Neighbouring countries',
  restOfWorld: false,
  countries: ['CN', 'KZ'],
  methods: [
    {
      id: 'standard',
      name: 'Standard',
      price: 5.99,
      minDays: 5,
      maxDays: 7,
      delivery: '5-7 business days',
      enabled: true,
    },
    {
      id: 'overnight',
      name: 'Overnight',
      price: 25,
      minDays: 1,
      maxDays: 1,
      delivery: 'next business day',
      enabled: false,
    },
  ],
  updatedAt: '2026-11-25T09:00:00.000Z',
  updatedBy: null,
};

describe('the zone form’s draft', () => {
  it('goes through the form’s flat values and back unchanged, and is sent as the API takes it', () => {
    const draft = draftFromZone(zone);
    expect(draftOf(flatValues(draft))).toEqual(draft);
    expect(checkDraft(draft)).toEqual({
      ok: true,
      payload: {
        name: 'Neighbouring countries',
        countries: ['CN', 'KZ'],
        methods: [
          { id: 'standard', name: 'Standard', price: '5.99', minDays: '5', maxDays: '7', enabled: true },
          { id: 'overnight', name: 'Overnight', price: '25.00', minDays: '1', maxDays: '1', enabled: false },
        ],
      },
    });
  });

  it('a new zone is refused with each message under the field to fix', () => {
    const checked = checkDraft(emptyZone());
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors).toMatchObject({
      name: 'Please enter zone name.',
      'methods.0.id': 'Please enter method id.',
      'methods.0.name': 'Please enter method name.',
      'methods.0.price': 'Price must be an amount like 25 or 19.99.',
    });
  });
});
