/** The i18n feature's loader-only API. */
export { loadMessages } from './catalogues.server';
export { pageNamesIn } from './page-names.server';
