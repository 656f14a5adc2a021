/** The back office's orders screen (SPEC §2 "Admin orders screen"); the route imports only this. */
export { AdminOrdersScreen } from './orders-screen';
/** One order's page with its timeline, notes, shipping and printable documents (decision 0047). */
export { OrderPageScreen } from './order-page';
/** The order's status badges, for other back-office screens that list orders (the dashboard). */
export { OrderBadges } from './order-badges';
/** For the returns queue's route: a return's step changed its order, so every orders screen reads it again. */
export { useRefreshOrders } from './order-keys';
