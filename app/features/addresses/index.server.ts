/** The saved addresses feature's server-only API, for route loaders. */
export { countryOptionsHtml } from './country-options.server';
