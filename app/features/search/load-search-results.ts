import { lazy } from 'react';

/** The results panel and its query library arrive on first use, not with the page. */
export const loadSearchResults = () => import('./search-results');
export const LazySearchResults = lazy(loadSearchResults);
