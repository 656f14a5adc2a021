/**
 * Display currencies (decisions 45, 60): the rates the back office sets, with who set them
 * and when, and the currency each page request shows prices in.
 */
export { createCurrencyService, setDemoRates, type CurrencyService, type RateEditor } from './rates';
