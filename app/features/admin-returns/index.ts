/**
 * The back office's returns (decision 0052): the queue screen (the route imports it), and for
 * the order page's Returns section the same facts, status badge and steps with their dialogs.
 * This feature imports no other admin screen's feature, so admin-orders can import it.
 */
export { AdminReturnsScreen } from './returns-screen';
export { ReturnActions } from './return-actions';
export { ReturnFacts } from './return-facts';
export { ReturnStatusBadge } from './return-status-badge';
export { AMOUNT_LABELS, returnDateTime, returnMoney } from './return-display';
