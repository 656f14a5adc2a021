/** The analytics feature's loader-only API (decision 72): cookie consent and the analytics module, written on the server. */
export { analyticsModuleHtml, consentBannerHtml, cookieSettingsHtml } from './consent-banner.server';
