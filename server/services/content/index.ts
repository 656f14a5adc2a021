/** The store's own content (decision 0045): the contact form's messages and the back office's inbox of them. */
export { CONTACT_RATE_LIMIT, createContactService, type ContactService } from './contact';
