import { useCallback } from 'react';
import { useRouteLoaderData } from 'react-router';
import { categoryKey } from '#domain/categories.ts';
import type { PageLanguage } from './language-provider';

/**
 * A category's name in the page's language: the name the owner gave it in that language
 * (decision 62), else the English name its products give it. `names` is the storefront
 * layout's table for the page's language, by category key.
 */
export function categoryNameIn(names: Readonly<Record<string, string>>, category: string): string {
  return names[categoryKey(category)] ?? category;
}

/** `categoryNameIn` with the page's own table. */
export function useCategoryName(): (category: string) => string {
  const names = useRouteLoaderData<PageLanguage>('routes/storefront-layout')?.categoryNames;
  return useCallback((category: string) => (names ? categoryNameIn(names, category) : category), [names]);
}
