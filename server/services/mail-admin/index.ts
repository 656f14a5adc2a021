/**
 * The back office's Mail screen: messages that failed or are being retried, sent again
 * (decision 0045); and the e-mails about one order, for its timeline (decision 0047).
 */
export { createMailAdminService, type MailAdminService } from './mail-admin';
export { mailAboutOrder, type OrderMail } from './order-mail';
