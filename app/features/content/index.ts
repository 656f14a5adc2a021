/** The content feature's public API: other features and the routes import only this. */
export { ComingSoonPage } from './coming-soon-page';
export { FaqAccordion, FaqTopics } from './faq-accordion';
export { faqGroups, type FaqGroup, type FaqItem } from './faq-content';
export { faqJsonLd } from './faq-seo';
export {
  countryNamesIn,
  deliveryTime,
  deliveryTimesText,
  methodsText,
  shippingName,
  zoneLabel,
} from './delivery-facts';
export { staticPageMeta } from './page-meta';
export { PolicyPage, StaticPage } from './static-page';
export { localStoreFacts, STORE_FACTS, type StoreFacts } from './store-facts';
