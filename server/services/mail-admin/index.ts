/** The back office's Mail screen: messages that failed or are being retried, sent again (decision 0045). */
export { createMailAdminService, type MailAdminService } from './mail-admin';
