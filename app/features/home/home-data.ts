import type { HomeContent } from './home-content';

/**
 * The home lists as a section receives them: ready (server render), still loading
 * (a client-side navigation streams them in), or null when loading failed.
 */
export type HomeContentSource = HomeContent | Promise<HomeContent> | null;

export const HOME_TEXT = {
  loading: 'Loading...',
  failed: 'Failed to load products. Please try again later.',
  noFeatured: 'No featured products found.',
  noNew: 'No new products this week.',
  noCollection: 'No products found for this collection.',
} as const;
