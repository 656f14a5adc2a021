import { describe, expect, it } from 'vitest';
import { productInputSchema } from '#domain/product-input.ts';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { flatValues } from '#app/lib/use-field-array.ts';
import {
  checkDraft,
  draftFromProduct,
  draftOf,
  emptyDraft,
  emptySize,
  endOfLocalDay,
  fieldPath,
  localDay,
  NEW_CATEGORY,
  type ProductDraft,
} from './product-draft';

function filled(): ProductDraft {
  const draft = emptyDraft();
  draft.name = 'Linen shirt';
  draft.category = 'Shirts';
  draft.variants[0] = {
    ...draft.variants[0]!,
    color: 'Black',
    images: ['/uploads/products/a.webp'],
    sizes: [{ ...emptySize(), size: 'S', price: '25', stock: '5' }],
  };
  return draft;
}

describe('the product form', () => {
  it('sends a complete draft in the shape the API takes', () => {
    const result = checkDraft(filled());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const parsed = productInputSchema.parse(result.payload);
    expect(parsed.variants[0]!.sizes[0]).toMatchObject({
      size: 'S',
      price: 25,
      stock: 5,
      discount: { percentage: 0, expiresAt: null },
    });
  });

  it('puts each of the shared schema messages under its field', () => {
    const draft = filled();
    draft.name = '';
    draft.variants[0]!.sizes.push({ ...emptySize(), size: 's', price: 'abc', stock: '-1', percentage: '10' });
    const result = checkDraft(draft);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toBe('Please enter the product name.');
    expect(result.errors['variants.0.sizes.1.price']).toBe('Price must be an amount like 25 or 19.99.');
    expect(result.errors['variants.0.sizes.1.stock']).toMatch(/^Stock must be a whole number/);
    expect(result.errors['variants.0.sizes.1.expiresOn']).toBe('A discount needs an expiry date.');
  });

  it('keeps a discount through the chosen day', () => {
    const draft = filled();
    draft.variants[0]!.sizes[0] = { ...draft.variants[0]!.sizes[0]!, percentage: '20', expiresOn: '2030-03-31' };
    const result = checkDraft(draft);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload.variants[0]!.sizes[0]!.discount.expiresAt).toBe(endOfLocalDay('2030-03-31'));
    expect(new Date(endOfLocalDay('2030-03-31')).getDate()).toBe(31);
  });

  it('keeps a stored expiry as it was while its day is unchanged', () => {
    const stored = '2030-03-31T10:15:00.000Z';
    const draft = filled();
    draft.variants[0]!.sizes[0] = {
      ...draft.variants[0]!.sizes[0]!,
      percentage: '20',
      expiresOn: localDay(stored),
      storedExpiresAt: stored,
    };
    const kept = checkDraft(draft);
    expect(kept.ok && kept.payload.variants[0]!.sizes[0]!.discount.expiresAt).toBe(stored);
    draft.variants[0]!.sizes[0]!.expiresOn = '2030-04-30';
    const moved = checkDraft(draft);
    expect(moved.ok && moved.payload.variants[0]!.sizes[0]!.discount.expiresAt).toBe(endOfLocalDay('2030-04-30'));
  });

  it('opens a product with its values as typed text', () => {
    const product = {
      name: 'Shirt',
      description: 'Soft',
      translations: { ru: { name: 'Рубашка' } },
      category: 'Shirts',
      isFeatured: true,
      variants: [
        {
          _id: 'v1',
          color: 'Navy',
          images: ['/uploads/products/b.webp'],
          sizes: [
            { size: 'M', price: 19.5, discountedPrice: 19.5, stock: 0, discount: { percentage: 0, expiresAt: null } },
          ],
        },
      ],
    } as unknown as ApiProduct;
    const draft = draftFromProduct(product);
    expect(draft).toMatchObject({
      name: 'Shirt',
      translations: { ru: { name: 'Рубашка', description: '' }, ky: { name: '', description: '' } },
      isFeatured: true,
      variants: [{ color: 'Navy', sizes: [{ size: 'M', price: '19.5', stock: '0', percentage: '', expiresOn: '' }] }],
    });
  });

  it('sends the Russian and Kyrgyz texts as typed, and shows their messages under their fields', () => {
    const values = flatValues(emptyDraft());
    values.name = 'Shirt';
    values.category = 'Shirts';
    values['variants.0.color'] = 'Navy';
    values['variants.0.sizes.0.size'] = 'M';
    values['variants.0.sizes.0.price'] = '20';
    values['variants.0.sizes.0.stock'] = '1';
    values['translations.ru.name'] = 'Рубашка';
    const checked = checkDraft(draftOf(values));
    expect(checked.ok && checked.payload.translations).toEqual({
      ru: { name: 'Рубашка', description: '' },
      ky: { name: '', description: '' },
    });
    values['translations.ky.name'] = 'к'.repeat(121);
    expect(checkDraft(draftOf(values))).toEqual({
      ok: false,
      errors: { 'translations.ky.name': 'Name (Kyrgyz) must be at most 120 characters.' },
    });
  });

  it("sends a stored size's stock as read, so the save moves it by the owner's change (a new size sends none)", () => {
    const product = {
      name: 'Shirt',
      description: 'Soft',
      translations: {},
      category: 'Shirts',
      isFeatured: false,
      variants: [
        {
          _id: 'v1',
          color: 'Navy',
          images: [],
          sizes: [
            { size: 'M', price: 20, discountedPrice: 20, stock: 7, discount: { percentage: 0, expiresAt: null } },
          ],
        },
      ],
    } as unknown as ApiProduct;
    const draft = draftOf(flatValues(draftFromProduct(product)));
    draft.variants[0]!.sizes[0]!.stock = '12';
    draft.variants[0]!.sizes.push({ ...emptySize(), size: 'L', price: '20', stock: '3' });
    const result = checkDraft(draft);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload.variants[0]!.sizes[0]).toMatchObject({ stock: '12', stockRead: 7 });
    expect(result.payload.variants[0]!.sizes[1]).not.toHaveProperty('stockRead');
  });

  it('shows a server message about a discount in the size row', () => {
    const draft = filled();
    expect(fieldPath('variants.1.sizes.0.discount.expiresAt', draft)).toBe('variants.1.sizes.0.expiresOn');
    expect(fieldPath('variants.1.sizes.0.discount.percentage', draft)).toBe('variants.1.sizes.0.percentage');
    expect(fieldPath('name', draft)).toBe('name');
  });

  it('sends a new category under its typed name, and its messages go under that field', () => {
    const draft = { ...filled(), category: NEW_CATEGORY, newCategory: 'Knitwear' };
    const result = checkDraft(draft);
    expect(result.ok && result.payload.category).toBe('Knitwear');
    const blank = checkDraft({ ...draft, newCategory: ' ' });
    expect(!blank.ok && blank.errors).toEqual({ newCategory: 'Please enter a category.' });
  });

  it("reads the form's flat values back as the draft they came from", () => {
    const draft = filled();
    draft.variants.push({
      color: 'Navy',
      images: [],
      sizes: [
        { ...emptySize(), size: 'M', storedExpiresAt: '2030-03-31T10:15:00.000Z', expiresOn: '2030-03-31' },
        emptySize(),
      ],
    });
    const values = flatValues(draft);
    expect(values['variants.1.sizes.0.size']).toBe('M');
    expect(draftOf(values)).toEqual(draft);
  });
});
