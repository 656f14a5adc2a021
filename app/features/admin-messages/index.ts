/** The admin inbox feature's public API: the route imports only this. */
export { AdminInbox } from './admin-inbox';
