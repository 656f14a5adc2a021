/** The search feature's public API: other features and the routes import only this. */
export { InlineSearch } from './inline-search';
export { SearchModalTrigger } from './search-modal-trigger';
