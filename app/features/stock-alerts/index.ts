/** Back-in-stock alerts (decision 64): the product page's offer, and the pages its e-mailed links open. */
export { BackInStock } from './back-in-stock';
export { StockAlertLinkPage, type StockAlertLinkOutcome } from './link-page';
