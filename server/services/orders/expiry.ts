/** Unpaid orders whose hold has ended, cancelled and their stock and coupon uses given back. */
import { and, eq, lt } from 'drizzle-orm';
import { orders } from '#server/db/schema.ts';
import { PaymentProviderError } from '#server/payments/provider.ts';
import { NO_STOCK_MOVES } from '#server/services/catalog/index.ts';
import type { OrderContext } from './context';
import { releaseReservation } from './reservation';
import { recordOrderEvent, STORE_ACTOR } from './timeline';

/** Orders one sweep looks at; the next minute's sweep takes the rest. */
const EXPIRY_BATCH = 200;

/**
 * Cancels unpaid orders whose hold has ended and gives back their stock and coupon use.
 * The provider ends each session first, so nothing can be paid after its stock is
 * released (a provider's own session may outlive the hold by a little); an order whose
 * session the provider cannot end — it is being paid — is left for the payment event.
 * Each order is claimed by one conditional update, so several processes sweeping at
 * once release it once.
 */
export async function expireUnpaid(ctx: OrderContext): Promise<number> {
  const { db, payments, now, onStockMoved } = ctx;
  const at = now();
  const due = await db
    .select({ id: orders.id, paymentSessionId: orders.paymentSessionId })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'pending'), lt(orders.expiresAt, at)))
    .orderBy(orders.expiresAt)
    .limit(EXPIRY_BATCH);
  let released = 0;
  for (const order of due) {
    if (order.paymentSessionId) {
      try {
        await payments.cancelSession(order.paymentSessionId);
      } catch (err) {
        if (err instanceof PaymentProviderError) continue;
        throw err;
      }
    }
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ paymentStatus: 'failed', orderStatus: 'cancelled', updatedAt: at })
        .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'pending'), lt(orders.expiresAt, at)))
        .returning({ id: orders.id });
      if (!row) return null;
      await recordOrderEvent(tx, row.id, 'status_changed', { from: 'pending', to: 'cancelled' }, STORE_ACTOR, at);
      return (
        (await releaseReservation(tx, row.id, at, {
          reason: 'expired',
          actor: STORE_ACTOR,
          onRestock: ctx.onRestock,
        })) ?? NO_STOCK_MOVES
      );
    });
    if (claimed) {
      released += 1;
      onStockMoved(claimed);
    }
  }
  return released;
}
