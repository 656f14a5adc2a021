/** What every part of the order service is given, and the order's own links. */
import { pathInLanguage } from '#domain/languages.ts';
import type { Db } from '#server/db/client.ts';
import type { orders } from '#server/db/schema.ts';
import type { MailQueue } from '#server/mail/outbox.ts';
import type { PaymentProvider } from '#server/payments/provider.ts';
import type { RestockListener, StockMoves } from '#server/services/catalog/index.ts';

export type OrderRow = typeof orders.$inferSelect;

export interface OrderServiceDeps {
  db: Db;
  /** Where the order e-mails are written, each in the transaction of its cause (server/mail/outbox.ts). */
  mail: MailQueue;
  payments: PaymentProvider;
  publicUrl: string;
  currency: string;
  /** STORE_EMAIL: the store's inbox, which gets a copy of each return request. */
  storeEmail: string;
  now?: () => Date;
  /** A provider reports money for an order that had already ended: someone must refund it. */
  onLatePayment?: (payment: { orderId: string; eventId: string }) => void;
  /**
   * Stock was reserved or given back (committed): the catalogue shoppers read has changed
   * for these products, and for listings too when a size sold out or came back.
   */
  onStockMoved?: (moves: StockMoves) => void;
  /**
   * Sizes whose stock came back from none, told inside the transaction that gave the units
   * back (a cancel, an expiry, a refund or a return): the back-in-stock alerts (decision 64).
   */
  onRestock?: RestockListener;
  /**
   * Called once each of the service's writes has returned: the webhook events it may have
   * written (webhook-events.ts) go out now, not at the worker's next poll (decision 70).
   */
  onWebhooksWritten?: () => void;
}

/** The dependencies with their defaults filled in. */
export type OrderContext = OrderServiceDeps & Required<Pick<OrderServiceDeps, 'now' | 'onStockMoved' | 'onRestock'>>;

type OrderLinkParts = Pick<OrderRow, 'id' | 'accessToken' | 'language'>;

/** The order's own page for whoever holds its link (a guest included), in the language it was placed in. */
export const orderPath = (order: OrderLinkParts) =>
  pathInLanguage(order.language, `/checkout/success?order=${order.id}&token=${order.accessToken}`);

/**
 * Where the provider's "cancel" sends the shopper: the payment step, which names the order
 * and its token so it can end the unpaid order (POST /orders/{id}/cancel-payment).
 */
export const cancelPath = (order: OrderLinkParts) =>
  pathInLanguage(order.language, `/checkout/payment?cancelled=1&order=${order.id}&token=${order.accessToken}`);
