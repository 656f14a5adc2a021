/** The contact feature's server-only API, for the contact page's action. */
export { submitContactForm } from './contact-action.server';
