/**
 * A return's parcel arrived (decision 0052): its refund, made through `refunds.ts` with the
 * return's own key, marks it received in the transaction that records the refund — so a
 * return is received exactly when its money went back.
 */
import { and, eq } from 'drizzle-orm';
import { RETURN_TEXT, returnNumber } from '#domain/returns.ts';
import type { Tx } from '#server/db/client.ts';
import { orderReturns } from '#server/db/schema.ts';
import { ServiceError } from '#server/services/errors.ts';
import { recordOrderEvent, type Actor } from './timeline';

/** Locks the return for its refund; refuses one that is not approved (rejected meanwhile, say). */
export async function requireApproved(tx: Tx, returnId: string): Promise<void> {
  const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId)).for('update');
  if (!row) throw new ServiceError('not_found', RETURN_TEXT.notFound);
  if (row.status !== 'approved') throw new ServiceError('conflict', RETURN_TEXT.notAt(row.status, 'received'));
}

/** Marks the return received and puts it on the timeline; answers its number and chosen reason, for the refund's e-mail. */
export async function recordReturnReceived(
  tx: Tx,
  refund: { returnId: string; orderId: string; restock: boolean },
  items: string[],
  actor: Actor,
  at: Date,
): Promise<{ number: string; reason: string }> {
  await tx
    .update(orderReturns)
    .set({ status: 'received', receivedAt: at, receivedBy: actor.name ?? null })
    .where(and(eq(orderReturns.id, refund.returnId), eq(orderReturns.status, 'approved')));
  const [row] = await tx
    .select({ reason: orderReturns.reason })
    .from(orderReturns)
    .where(eq(orderReturns.id, refund.returnId));
  const number = returnNumber(refund.returnId);
  await recordOrderEvent(
    tx,
    refund.orderId,
    'return_received',
    { returnId: refund.returnId, number, items: items.join(', '), restocked: refund.restock && items.length > 0 },
    actor,
    at,
  );
  return { number, reason: row!.reason };
}
