/**
 * The stock ledger's words: why a size's stock changed, as the back office shows it, and the
 * message of an edit that would take a size below zero. The reasons are the database's
 * `stock_reason` values (server/db/schema.ts).
 */
export const STOCK_REASONS = [
  'order_reserved',
  'reservation_released',
  'refund_restock',
  'return_received',
  'admin_edit',
  'seed',
] as const;

export type StockReason = (typeof STOCK_REASONS)[number];

export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  order_reserved: 'Order placed',
  reservation_released: 'Order released its stock',
  refund_restock: 'Refund put back in stock',
  return_received: 'Return received',
  admin_edit: 'Edited in the back office',
  seed: 'Initial stock',
};

/** How many of a size's latest changes the product editor shows. */
export const STOCK_HISTORY_LIMIT = 20;

export const STOCK_MESSAGES = {
  /**
   * An edit made from a form read before units were reserved: the change it asks for would
   * take the size below zero, so nothing is saved and the owner reloads to see the stock now.
   */
  staleEdit: (color: string, size: string, now: number) =>
    `The stock of ${color} / ${size} changed while you were editing (it is ${now} now). Reload the product to see the current stock, then save again.`,
} as const;
