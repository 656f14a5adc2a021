/**
 * Checkout's steps after the form (decision 41): the order placed (placement.ts), the
 * provider's session asked for and stored, and the undo of the placement when that fails.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { CreateCheckoutSessionInput } from '#domain/checkout.ts';
import { ORDER_MESSAGES } from '#domain/orders.ts';
import { orders } from '#server/db/schema.ts';
import { PaymentProviderError, type PaymentSession } from '#server/payments/provider.ts';
import { ServiceError } from '#server/services/errors.ts';
import { ordersPlaced } from '#server/observability/metrics.ts';
import { cancelPath, orderPath, type OrderContext } from './context';
import { mergeLines, placeOrder } from './placement';
import { releaseReservation } from './reservation';
import { STORE_ACTOR } from './timeline';
import { recordOrderWebhook } from './webhook-events';

/**
 * The undo of a placement whose session could not be had or stored: the session (if any)
 * is ended, the hold given back and the order removed — the shopper never saw it, and stock
 * and coupon uses are as before. If the undo itself fails (the database is down), the
 * order keeps waiting without a session and the expiry sweep gives its hold back.
 */
async function undoPlacement(
  { db, payments, now, onStockMoved, onRestock }: OrderContext,
  orderId: string,
  session: PaymentSession | undefined,
): Promise<void> {
  try {
    if (session) await payments.cancelSession(session.sessionId).catch(() => {});
    const undone = await db.transaction(async (tx) => {
      const released = await releaseReservation(tx, orderId, now(), {
        reason: 'payment_failed',
        actor: STORE_ACTOR,
        onRestock,
      });
      if (released) await tx.delete(orders).where(eq(orders.id, orderId));
      return released;
    });
    if (undone) onStockMoved(undone);
  } catch {
    // Left for the expiry sweep, as said above; the checkout's own error is what the shopper hears.
  }
}

/**
 * POST /orders/create-checkout-session, in three steps (decision 41), none of them a
 * transaction held across the provider: (a) the order is placed — re-priced, its stock
 * and coupon uses held — and committed; (b) the provider is asked for its session; (c)
 * the session is stored on the order. When (b) or (c) fails, the order is undone.
 */
export async function createCheckoutSession(
  ctx: OrderContext,
  input: CreateCheckoutSessionInput,
  userId: string | null,
): Promise<{ url: string; orderId: string; accessToken: string }> {
  const { db, payments, publicUrl, currency, now, onStockMoved } = ctx;
  if (payments.name === 'none') throw new ServiceError('unavailable', ORDER_MESSAGES.noProvider);
  const items = mergeLines(input.cart.items);
  if (items.length === 0) throw new ServiceError('invalid', ORDER_MESSAGES.emptyCart);
  const accessToken = randomBytes(24).toString('base64url');
  const order = await placeOrder(db, {
    items,
    input,
    userId,
    accessToken,
    paymentMethod: payments.name,
    currency,
    at: now(),
  });
  // The held stock shows on the next read: a shopper never sees stock already taken.
  onStockMoved(order.stockMoves);

  let session: PaymentSession | undefined;
  try {
    const { priced } = order;
    session = await payments.createSession({
      orderId: order.id,
      amountCents: priced.totalCents,
      currency,
      email: order.email,
      lines: priced.lines.map((l) => ({
        name: `${l.name} (${l.color}, ${l.size})`,
        unitAmountCents: l.unitPriceCents,
        quantity: l.quantity,
        discountCents: l.discountCents,
      })),
      shippingCents: priced.shippingCents,
      discountCents: priced.discountCents,
      successUrl: `${publicUrl}${orderPath(order)}`,
      cancelUrl: `${publicUrl}${cancelPath(order)}`,
      expiresAt: order.expiresAt!,
    });
    // Only while the order still holds its stock: one the owner cancelled meanwhile is not revived.
    // The order is placed for good here, with its session: its `order.placed` webhook event is
    // written now, so an order undone for want of a session is never announced (decision 70).
    const stored = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ paymentSessionId: session!.sessionId })
        .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'pending'), isNull(orders.reservationReleasedAt)))
        .returning({ id: orders.id });
      if (row) await recordOrderWebhook(tx, 'order.placed', order.id);
      return row;
    });
    if (!stored) throw new PaymentProviderError('The order ended before its payment session was stored.');
    ordersPlaced.inc();
    return { url: session.url, orderId: order.id, accessToken };
  } catch (err) {
    await undoPlacement(ctx, order.id, session);
    throw err instanceof PaymentProviderError ? new ServiceError('unavailable', ORDER_MESSAGES.paymentFailed) : err;
  }
}
