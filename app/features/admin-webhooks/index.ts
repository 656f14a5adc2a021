/** The Webhooks screen feature's public API: the route imports only this. */
export { AdminWebhooks } from './admin-webhooks';
