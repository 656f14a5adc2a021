/** The Mail screen feature's public API: the route imports only this. */
export { AdminMail } from './admin-mail';
