/** The back office's orders screen (SPEC §2 "Admin orders screen"); the route imports only this. */
export { AdminOrdersScreen } from './orders-screen';
