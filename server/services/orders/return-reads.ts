/**
 * Returns as the answers show them (decision 0052): each order's returns with their lines and
 * refund, and per order line the units already refunded or in an open return, from which
 * what can still be returned is counted (domain/returns.ts `returnableUnits`).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ApiReturn } from '#domain/api-answer-schemas.ts';
import { fromCents } from '#domain/money.ts';
import { orderNumber } from '#domain/orders.ts';
import {
  OPEN_RETURN_STATUSES,
  RETURN_REASONS,
  returnInstructions,
  returnNumber,
  type ReturnReason,
} from '#domain/returns.ts';
import { STORE_CONTACT } from '#domain/store-contact.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { orderItems, orderRefundLines, orderRefunds, orderReturnLines, orderReturns } from '#server/db/schema.ts';

export type ReturnRow = typeof orderReturns.$inferSelect;

/** The lines of these returns, each with its order line. */
export async function loadReturnLines(db: Db | Tx, returnIds: string[]) {
  if (returnIds.length === 0) return [];
  return db
    .select({ returnId: orderReturnLines.returnId, quantity: orderReturnLines.quantity, item: orderItems })
    .from(orderReturnLines)
    .innerJoin(orderItems, eq(orderItems.id, orderReturnLines.orderItemId))
    .where(inArray(orderReturnLines.returnId, returnIds))
    .orderBy(asc(orderItems.position));
}

/** Where and how an approved return's parcel goes: the e-mail and both order pages say the same. */
export const instructionsFor = (r: Pick<ReturnRow, 'id' | 'orderId' | 'note'>) =>
  returnInstructions({
    number: returnNumber(r.id),
    orderNumber: orderNumber(r.orderId),
    address: STORE_CONTACT.addressLines,
    note: r.note,
  });

/** Returns as answered, in the order given, with their lines and (received) their refund. */
export async function toApiReturns(
  db: Db | Tx,
  rows: ReturnRow[],
): Promise<(ApiReturn & { amountCents: number | null })[]> {
  const ids = rows.map((r) => r.id);
  const [lines, refunds] = await Promise.all([
    loadReturnLines(db, ids),
    ids.length === 0
      ? []
      : db
          .select({
            returnId: orderRefunds.returnId,
            amountCents: orderRefunds.amountCents,
            restock: orderRefunds.restock,
          })
          .from(orderRefunds)
          .where(and(inArray(orderRefunds.returnId, ids), eq(orderRefunds.status, 'succeeded'))),
  ]);
  return rows.map((r) => {
    const refund = refunds.find((f) => f.returnId === r.id);
    return {
      _id: r.id,
      number: returnNumber(r.id),
      orderId: r.orderId,
      status: r.status,
      reason: r.reason as ReturnReason,
      reasonLabel: RETURN_REASONS[r.reason as ReturnReason] ?? r.reason,
      comment: r.comment,
      lines: lines
        .filter((l) => l.returnId === r.id)
        .map(({ item, quantity }) => ({
          itemId: item.id,
          name: item.productName,
          color: item.color,
          size: item.size,
          quantity,
        })),
      requestedAt: r.requestedAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      instructions: r.status === 'approved' ? instructionsFor(r) : null,
      rejectionReason: r.rejectionReason,
      receivedAt: r.receivedAt?.toISOString() ?? null,
      refund: refund ? { amount: fromCents(refund.amountCents), restocked: refund.restock } : null,
      amountCents: refund?.amountCents ?? null,
    };
  });
}

/** Each order's returns, oldest first. */
export async function loadReturns(db: Db | Tx, orderIds: string[]): Promise<Map<string, ReturnRow[]>> {
  const byOrder = new Map<string, ReturnRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderReturns)
    .where(inArray(orderReturns.orderId, orderIds))
    .orderBy(asc(orderReturns.requestedAt), asc(orderReturns.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** Per order line: units refunded (made or under way) and units in an open return. */
export async function unitsTaken(
  db: Db | Tx,
  orderIds: string[],
): Promise<Map<string, { refunded: number; inOpenReturns: number }>> {
  const taken = new Map<string, { refunded: number; inOpenReturns: number }>();
  if (orderIds.length === 0) return taken;
  const [refunded, open] = await Promise.all([
    db
      .select({ itemId: orderRefundLines.orderItemId, quantity: sql<string>`sum(${orderRefundLines.quantity})` })
      .from(orderRefundLines)
      .innerJoin(orderRefunds, eq(orderRefunds.id, orderRefundLines.refundId))
      .where(inArray(orderRefunds.orderId, orderIds))
      .groupBy(orderRefundLines.orderItemId),
    db
      .select({ itemId: orderReturnLines.orderItemId, quantity: sql<string>`sum(${orderReturnLines.quantity})` })
      .from(orderReturnLines)
      .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
      .where(and(inArray(orderReturns.orderId, orderIds), inArray(orderReturns.status, [...OPEN_RETURN_STATUSES])))
      .groupBy(orderReturnLines.orderItemId),
  ]);
  const entry = (itemId: string) => taken.get(itemId) ?? { refunded: 0, inOpenReturns: 0 };
  for (const r of refunded) taken.set(r.itemId, { ...entry(r.itemId), refunded: Number(r.quantity) });
  for (const r of open) taken.set(r.itemId, { ...entry(r.itemId), inOpenReturns: Number(r.quantity) });
  return taken;
}
