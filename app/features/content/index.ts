/** The content feature's public API: other features and the routes import only this. */
export { ComingSoonPage } from './coming-soon-page';
export { FaqAccordion } from './faq-accordion';
export { faqGroups, type FaqGroup, type FaqItem } from './faq-content';
export { faqJsonLd } from './faq-seo';
export { PolicyPage, StaticPage } from './static-page';
export { STORE_FACTS } from './store-facts';
