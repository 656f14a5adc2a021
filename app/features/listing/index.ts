/** The listing feature's public API: other features and the routes import only this. */
export { ActiveFilterChips } from './active-filter-chips';
export { FilterPanel } from './filter-panel';
export { Pagination } from './pagination';
export { SortControl } from './sort-control';
export { useListingQuery } from './use-listing-query';
