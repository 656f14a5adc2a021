/** The back office's Currencies screen (decision 60): display currencies' rates, set, removed or imported. */
export { CurrenciesScreen } from './currencies-screen';
