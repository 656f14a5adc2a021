import { describe, expect, it } from 'vitest';
import { productInputSchema } from '#domain/product-input.ts';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import {
  checkDraft,
  draftFromProduct,
  emptyDraft,
  emptySize,
  endOfLocalDay,
  fieldPath,
  localDay,
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
      isFeatured: true,
      variants: [{ color: 'Navy', sizes: [{ size: 'M', price: '19.5', stock: '0', percentage: '', expiresOn: '' }] }],
    });
  });

  it('shows a server message about a discount in the size row', () => {
    expect(fieldPath('variants.1.sizes.0.discount.expiresAt')).toBe('variants.1.sizes.0.expiresOn');
    expect(fieldPath('variants.1.sizes.0.discount.percentage')).toBe('variants.1.sizes.0.percentage');
    expect(fieldPath('name')).toBe('name');
  });
});
