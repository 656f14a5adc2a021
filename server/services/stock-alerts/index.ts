/**
 * Back-in-stock alerts (decision 64): shoppers' requests, a guest's confirmation, the
 * unsubscribe link, the back office's waiting demand, and the restock listener the catalogue's
 * stock changes call in their transaction. Owns `stock_alerts`; reads sizes through `catalog`.
 */
export { createStockAlertService, MOST_WANTED_LIMIT, type ConfirmOutcome, type StockAlertService } from './alerts';
