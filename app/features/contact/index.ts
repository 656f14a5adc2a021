/** The contact feature's public API: the routes import only this (index.server.ts for the action). */
export { ContactDetails } from './contact-details';
export { ContactForm } from './contact-form';
export type { ContactResult } from './contact-form-state';
export { StoreMap } from './store-map';
