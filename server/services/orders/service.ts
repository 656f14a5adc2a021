/**
 * Orders: placing one from a cart in steps (checkout-session.ts over placement.ts), applying
 * payment events exactly once (payment-events.ts), releasing the hold of orders that are
 * never paid (expiry.ts, cancel-payment.ts), the back office's status changes (status.ts,
 * several at once in bulk-status.ts),
 * reading orders (reads.ts), and the back office's order page with its timeline and notes
 * (order-page.ts over timeline.ts and shipments.ts, decision 0047), refunds (refunds.ts,
 * decision 0050) and returns (returns.ts, whose receipt is a refund: decision 0052).
 *
 * Each hold has its undo (reservation.ts, over the catalogue's stock and the coupons' uses):
 * an order that ends unpaid gives both back once (`reservation_released_at`), and one the
 * owner reopens takes them again.
 */
import type { CreateCheckoutSessionInput } from '#domain/checkout.ts';
import type { OrderStatus } from '#domain/orders.ts';
import type { ApiOrder } from '#domain/api-answer-schemas.ts';
import type { RefundInput } from '#domain/orders.ts';
import type { PaymentEvent, ProviderRefundEvent } from '#server/payments/provider.ts';
import { cancelPayment } from './cancel-payment';
import { createCheckoutSession } from './checkout-session';
import type { OrderContext, OrderServiceDeps } from './context';
import { expireUnpaid } from './expiry';
import { applyPaymentEvent } from './payment-events';
import { getForViewer, listAll, listMine } from './reads';
import { addNote, getOrderPage } from './order-page';
import { applyProviderRefund, refundOrder } from './refunds';
import { approveReturn, listReturns, receiveReturn, rejectReturn, requestedCount, requestReturn } from './returns';
import type { ReturnRequestInput, ReturnsQuery } from '#domain/return-input.ts';
import { setStatus, type StatusChangeOptions } from './status';
import { setStatuses } from './bulk-status';
import type { BulkOrderStatus } from '#domain/bulk-order-status.ts';
import type { Actor } from './timeline';
import type { OrderViewer } from './viewer';

export type { ApiOrder };
export type { OrderServiceDeps } from './context';
export type { OrderViewer } from './viewer';
export { PAYMENT_SESSION_MINUTES } from './placement';

export function createOrderService(deps: OrderServiceDeps) {
  const ctx: OrderContext = {
    ...deps,
    now: deps.now ?? (() => new Date()),
    onStockMoved: deps.onStockMoved ?? (() => {}),
    onRestock: deps.onRestock ?? (async () => {}),
  };
  /**
   * A write that may have recorded webhook events wakes their worker once it has returned,
   * committed or not (a nudge with nothing due is one indexed read): one place, rather than a
   * call after each of the transactions that write events (decision 70).
   */
  const wakes = deps.onWebhooksWritten ?? (() => {});
  const thenWake =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      write(...args).finally(wakes);
  return {
    createCheckoutSession: thenWake((input: CreateCheckoutSessionInput, userId: string | null) =>
      createCheckoutSession(ctx, input, userId),
    ),
    applyPaymentEvent: thenWake((event: PaymentEvent) => applyPaymentEvent(ctx, event)),
    expireUnpaid: thenWake(() => expireUnpaid(ctx)),
    listMine: (userId: string): Promise<ApiOrder[]> => listMine(ctx, userId),
    listAll: (): Promise<ApiOrder[]> => listAll(ctx),
    getForViewer: (orderId: string, viewer: OrderViewer) => getForViewer(ctx, orderId, viewer),
    cancelPayment: thenWake((orderId: string, viewer: Omit<OrderViewer, 'isAdmin'>) =>
      cancelPayment(ctx, orderId, viewer),
    ),
    setStatus: thenWake((orderId: string, status: OrderStatus, options: StatusChangeOptions) =>
      setStatus(ctx, orderId, status, options),
    ),
    setStatuses: thenWake((orderIds: readonly string[], status: BulkOrderStatus, actor: Actor) =>
      setStatuses(ctx, orderIds, status, actor),
    ),
    getOrderPage: (orderId: string) => getOrderPage(ctx, orderId),
    addNote: (orderId: string, text: string, actor: Actor) => addNote(ctx, orderId, text, actor),
    refund: thenWake((orderId: string, input: RefundInput, actor: Actor) => refundOrder(ctx, orderId, input, actor)),
    applyProviderRefund: thenWake((event: ProviderRefundEvent) => applyProviderRefund(ctx, event)),
    requestReturn: thenWake((orderId: string, input: ReturnRequestInput, viewer: Omit<OrderViewer, 'isAdmin'>) =>
      requestReturn(ctx, orderId, input, viewer),
    ),
    listReturns: (query: ReturnsQuery) => listReturns(ctx, query),
    requestedReturns: () => requestedCount(ctx),
    approveReturn: (returnId: string, note: string | undefined, actor: Actor) =>
      approveReturn(ctx, returnId, note, actor),
    rejectReturn: (returnId: string, reason: string, actor: Actor) => rejectReturn(ctx, returnId, reason, actor),
    receiveReturn: thenWake((returnId: string, restock: boolean, actor: Actor) =>
      receiveReturn(ctx, returnId, restock, actor),
    ),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
