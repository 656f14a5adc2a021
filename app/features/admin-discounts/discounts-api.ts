/** The Category discounts screen's calls (SPEC §7): the categories, apply and remove; and a category's names. */
import type { AdminCategory, CategoryDiscountAnswer } from '#domain/api-answer-schemas.ts';
import type { CategoryDiscountInput } from '#domain/category-discount-input.ts';
import type { CategoryNamesInput } from '#domain/category-names-input.ts';
import { PRODUCT_FAILURES } from '#domain/product-input.ts';
import { apiFetch } from '#app/lib/api.ts';
import { DISCOUNT_TEXT } from './discount-texts';

/** The browser cache's key for the category list; every write invalidates it. */
export const CATEGORIES_KEY = ['admin', 'category-discounts'] as const;

export function fetchCategories(signal?: AbortSignal): Promise<AdminCategory[]> {
  return apiFetch<AdminCategory[]>('/products/admin/categories', { signal, defaultMessage: DISCOUNT_TEXT.loadFailed });
}

export function applyDiscount(input: CategoryDiscountInput): Promise<CategoryDiscountAnswer> {
  return apiFetch<CategoryDiscountAnswer>('/products/admin/applyCategoryDiscount', {
    method: 'POST',
    body: input,
    defaultMessage: PRODUCT_FAILURES.applyCategoryDiscount,
  });
}

/** DELETE with the category in a JSON body, as SPEC §7 sends it. */
export function removeDiscount(category: string): Promise<CategoryDiscountAnswer> {
  return apiFetch<CategoryDiscountAnswer>('/products/admin/removeCategoryDiscount', {
    method: 'DELETE',
    body: { category },
    defaultMessage: PRODUCT_FAILURES.removeCategoryDiscount,
  });
}

/** PUT the category's Russian and Kyrgyz names (decision 62). */
export function saveCategoryNames(input: CategoryNamesInput): Promise<CategoryDiscountAnswer> {
  return apiFetch<CategoryDiscountAnswer>('/products/admin/categoryNames', {
    method: 'PUT',
    body: input,
    defaultMessage: DISCOUNT_TEXT.namesFailed,
  });
}
