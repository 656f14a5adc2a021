/**
 * Returns (decision 0052): the shopper asks to send back units of a delivered order within the
 * policy's window; the store approves (the instructions are e-mailed) or rejects (with its
 * reason); when the parcel arrives the store receives it, which refunds its units through
 * `refunds.ts` — with the return's own idempotency key, so receiving twice refunds once —
 * and, when chosen, puts them back in stock. Every step is one transaction that writes the
 * return, its timeline entry and its e-mails together.
 */
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { AdminReturn, ReturnRequestAnswer, ReturnsAnswer } from '#domain/api-answer-schemas.ts';
import { DEFAULT_LANGUAGE, type Language } from '#domain/languages.ts';
import { fromCents } from '#domain/money.ts';
import { ORDER_MESSAGES, orderNumber } from '#domain/orders.ts';
import { lineRefundCents } from '#domain/refunds.ts';
import type { ReturnRequestInput, ReturnsQuery } from '#domain/return-input.ts';
import {
  planReturn,
  RETURN_REASONS,
  RETURN_STATUSES,
  RETURN_TEXT,
  returnDeadlineText,
  returnNumber,
  returnWindow,
  type ReturnReason,
  type ReturnStatus,
} from '#domain/returns.ts';
import type { Tx } from '#server/db/client.ts';
import { orderRefunds, orderReturnLines, orderReturns, orders } from '#server/db/schema.ts';
import {
  returnApprovedEmail,
  returnRejectedEmail,
  returnRequestedEmail,
  returnStoreEmail,
  type ReturnMail,
} from '#server/mail/return-templates.ts';
import { isUniqueViolation, ServiceError } from '#server/services/errors.ts';
import { loadOrderItems, toApiOrders } from './answers';
import { orderPath, type OrderContext, type OrderRow } from './context';
import { refundOrder } from './refunds';
import { lineNamesIn } from './line-names';
import { loadReturnLines, toApiReturns, unitsTaken, type ReturnRow } from './return-reads';
import { CUSTOMER_ACTOR, recordOrderEvent, type Actor } from './timeline';
import { checkViewer, type OrderViewer } from './viewer';

/** Where the store's copy sends the owner. */
const QUEUE_PATH = '/admin/returns';

function refusal(window: ReturnType<typeof returnWindow>): ServiceError | null {
  if (window.open) return null;
  if (window.why === 'closed')
    return new ServiceError('conflict', RETURN_TEXT.outsideWindow(returnDeadlineText(window.endsAt)));
  return new ServiceError('conflict', window.why === 'not_paid' ? RETURN_TEXT.notPaid : RETURN_TEXT.notDelivered);
}

/** The chosen reason as the order's timeline (in English, like the back office) says it. */
const reasonText = (reason: string) => RETURN_REASONS[reason as ReturnReason] ?? reason;

/** A return's e-mail parts; the reason is its id, which each e-mail words in its own language. */
/** A return's e-mail parts, its units named in `language` (the store's copy and the timeline: English). */
async function mailParts(
  ctx: OrderContext,
  tx: Tx,
  order: OrderRow,
  row: ReturnRow,
  language: Language,
): Promise<ReturnMail> {
  const lines = await loadReturnLines(tx, [row.id]);
  const names = await lineNamesIn(
    tx,
    language,
    lines.map(({ item }) => item),
  );
  return {
    number: returnNumber(row.id),
    orderNumber: orderNumber(order.id),
    name: order.firstName,
    items: lines.map(({ quantity, item }) => names.units(quantity, item)),
    reason: row.reason,
    comment: row.comment,
    link: `${ctx.publicUrl}${orderPath(order)}`,
  };
}

const byKey = async (ctx: OrderContext, key: string) =>
  (await ctx.db.select().from(orderReturns).where(eq(orderReturns.idempotencyKey, key)))[0];

async function requestAnswer(ctx: OrderContext, row: ReturnRow): Promise<ReturnRequestAnswer> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, row.orderId));
  const [answer] = await toApiOrders(ctx.db, [order!], ctx.now());
  return { return: answer!.returns.find((r) => r._id === row.id)!, order: answer! };
}

/**
 * POST /orders/{id}/returns: the order's owner, or whoever holds its link, asks to return
 * units of it. Answers the return and the order, and whether this request made it (false:
 * its key had made one before, which is answered).
 */
export async function requestReturn(
  ctx: OrderContext,
  orderId: string,
  input: ReturnRequestInput,
  viewer: Omit<OrderViewer, 'isAdmin'>,
): Promise<ReturnRequestAnswer & { created: boolean }> {
  const { db, now } = ctx;
  const [found] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!found) throw new ServiceError('not_found', ORDER_MESSAGES.notFound);
  // Asked by the shopper, not on their behalf: an admin without the link is refused like a stranger.
  checkViewer(found, { ...viewer, isAdmin: false }, 'You cannot change this order.');
  const same = await byKey(ctx, input.idempotencyKey);
  if (same) {
    if (same.orderId !== orderId) throw new ServiceError('conflict', RETURN_TEXT.keyOfAnotherOrder);
    return { ...(await requestAnswer(ctx, same)), created: false };
  }
  let row: ReturnRow;
  try {
    row = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      const at = now();
      const refused = refusal(returnWindow(order!, at));
      if (refused) throw refused;
      const items = (await loadOrderItems(tx, [orderId])).get(orderId) ?? [];
      const taken = await unitsTaken(tx, [orderId]);
      const plan = planReturn(
        items.map((i) => ({
          id: i.id,
          quantity: i.quantity,
          refundedQuantity: taken.get(i.id)?.refunded ?? 0,
          inOpenReturns: taken.get(i.id)?.inOpenReturns ?? 0,
        })),
        input,
        (itemId) => {
          const item = items.find((i) => i.id === itemId)!;
          return `${item.productName} (${item.color}, ${item.size})`;
        },
      );
      if (!plan.ok) throw new ServiceError(plan.kind, plan.message);
      const [created] = await tx
        .insert(orderReturns)
        .values({
          orderId,
          idempotencyKey: input.idempotencyKey,
          status: 'requested',
          reason: input.reason,
          comment: input.comment || null,
          requestedAt: at,
        })
        .returning();
      await tx
        .insert(orderReturnLines)
        .values(plan.lines.map((l) => ({ returnId: created!.id, orderItemId: l.itemId, quantity: l.quantity })));
      const mail = await mailParts(ctx, tx, order!, created!, DEFAULT_LANGUAGE);
      // The language of the page it was asked on; a request without one, the order's.
      const language = input.language ?? order!.language;
      const shopperMail = language === DEFAULT_LANGUAGE ? mail : await mailParts(ctx, tx, order!, created!, language);
      await recordOrderEvent(
        tx,
        orderId,
        'return_requested',
        {
          returnId: created!.id,
          number: mail.number,
          items: mail.items.join(', '),
          reason: reasonText(mail.reason),
          comment: mail.comment,
        },
        CUSTOMER_ACTOR,
        at,
      );
      await ctx.mail.record(tx, {
        kind: 'return_requested',
        orderId,
        userId: order!.userId,
        ...returnRequestedEmail(language, order!.email, shopperMail),
      });
      await ctx.mail.record(tx, {
        kind: 'return_store',
        orderId,
        userId: null,
        ...returnStoreEmail(ctx.storeEmail, {
          ...mail,
          email: order!.email,
          queueLink: `${ctx.publicUrl}${QUEUE_PATH}`,
        }),
      });
      return created!;
    });
  } catch (err) {
    // The same key raced in by a second click: that request's return is this one.
    if (!isUniqueViolation(err)) throw err;
    const raced = await byKey(ctx, input.idempotencyKey);
    if (!raced) throw err;
    return { ...(await requestAnswer(ctx, raced)), created: false };
  }
  ctx.mail.written();
  return { ...(await requestAnswer(ctx, row)), created: true };
}

/** Returns as the queue lists them: with their order and what receiving them refunds. */
async function toAdminReturns(ctx: OrderContext, rows: ReturnRow[]): Promise<AdminReturn[]> {
  const { db } = ctx;
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const [answers, orderRows, taken, lines] = await Promise.all([
    toApiReturns(db, rows),
    orderIds.length === 0 ? [] : db.select().from(orders).where(inArray(orders.id, orderIds)),
    unitsTaken(db, orderIds),
    loadReturnLines(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return answers.map(({ amountCents, ...answer }, i) => {
    const row = rows[i]!;
    const order = orderRows.find((o) => o.id === row.orderId)!;
    // Not received yet: its units at what each was charged, after the units refunded before them.
    const estimate = lines
      .filter((l) => l.returnId === row.id)
      .reduce(
        (sum, { item, quantity }) =>
          sum +
          lineRefundCents(
            {
              id: item.id,
              quantity: item.quantity,
              unitPriceCents: item.unitPriceCents,
              discountCents: item.discountCents,
              refundedQuantity: Math.min(item.quantity - quantity, taken.get(item.id)?.refunded ?? 0),
            },
            quantity,
          ),
        0,
      );
    return {
      ...answer,
      order: {
        _id: order.id,
        number: orderNumber(order.id),
        customer: `${order.firstName} ${order.lastName}`,
        email: order.email,
        currency: order.currency,
        paymentMethod: order.paymentMethod,
      },
      amount: fromCents(amountCents ?? estimate),
      decidedBy: row.decidedBy,
      receivedBy: row.receivedBy,
    };
  });
}

/** GET /returns: the queue, a status or all, oldest first (the longest waiting on top); counts of every status. */
export async function listReturns(ctx: OrderContext, query: ReturnsQuery): Promise<ReturnsAnswer> {
  const { db } = ctx;
  const where = query.status ? eq(orderReturns.status, query.status) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(orderReturns)
      .where(where)
      // Open ones are worked oldest first; finished ones are read newest first.
      .orderBy(
        query.status === 'requested' || query.status === 'approved'
          ? asc(orderReturns.requestedAt)
          : desc(orderReturns.requestedAt),
        asc(orderReturns.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ status: orderReturns.status, n: count() }).from(orderReturns).groupBy(orderReturns.status),
  ]);
  const counts = Object.fromEntries(
    RETURN_STATUSES.map((s) => [s, Number(totals.find((t) => t.status === s)?.n ?? 0)]),
  ) as ReturnsAnswer['counts'];
  return {
    returns: await toAdminReturns(ctx, rows),
    total: query.status ? counts[query.status] : Object.values(counts).reduce((a, b) => a + b, 0),
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}

/** Requests waiting for the owner's decision: the sidebar's count. */
export async function requestedCount(ctx: OrderContext): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(orderReturns).where(eq(orderReturns.status, 'requested'));
  return Number(row?.n ?? 0);
}

async function adminReturn(ctx: OrderContext, returnId: string): Promise<AdminReturn> {
  const [row] = await ctx.db.select().from(orderReturns).where(eq(orderReturns.id, returnId));
  if (!row) throw new ServiceError('not_found', RETURN_TEXT.notFound);
  return (await toAdminReturns(ctx, [row]))[0]!;
}

/**
 * One step of the store's: locks the return and its order, refuses a return that is not at
 * one of `from`, and lets `step` write the change, its timeline entry and its e-mail.
 */
async function decide(
  ctx: OrderContext,
  returnId: string,
  from: readonly ReturnStatus[],
  stepName: string,
  step: (tx: Tx, row: ReturnRow, order: OrderRow, at: Date) => Promise<void>,
): Promise<AdminReturn> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId)).for('update');
    if (!row) throw new ServiceError('not_found', RETURN_TEXT.notFound);
    if (!from.includes(row.status)) throw new ServiceError('conflict', RETURN_TEXT.notAt(row.status, stepName));
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId)).for('update');
    await step(tx, row, order!, ctx.now());
  });
  ctx.mail.written();
  return adminReturn(ctx, returnId);
}

/** POST /returns/{id}/approve: the shopper is e-mailed where and how to send the parcel. */
export function approveReturn(ctx: OrderContext, returnId: string, note: string | undefined, actor: Actor) {
  return decide(ctx, returnId, ['requested'], 'approved', async (tx, row, order, at) => {
    const [approved] = await tx
      .update(orderReturns)
      .set({ status: 'approved', note: note || null, decidedAt: at, decidedBy: actor.name ?? null })
      .where(eq(orderReturns.id, row.id))
      .returning();
    const mail = await mailParts(ctx, tx, order, approved!, order.language);
    await recordOrderEvent(
      tx,
      order.id,
      'return_approved',
      { returnId: row.id, number: mail.number, note: note || null },
      actor,
      at,
    );
    await ctx.mail.record(tx, {
      kind: 'return_approved',
      orderId: order.id,
      userId: order.userId,
      ...returnApprovedEmail(order.language, order.email, mail, approved!.note),
    });
  });
}

/** POST /returns/{id}/reject: a request, or an approved return whose parcel did not come as it should. */
export function rejectReturn(ctx: OrderContext, returnId: string, reason: string, actor: Actor) {
  return decide(ctx, returnId, ['requested', 'approved'], 'rejected', async (tx, row, order, at) => {
    // Its refund is under way (the provider being asked): the receipt wins.
    const [receipt] = await tx
      .select({ id: orderRefunds.id })
      .from(orderRefunds)
      .where(eq(orderRefunds.returnId, row.id));
    if (receipt) throw new ServiceError('conflict', RETURN_TEXT.beingReceived);
    const [rejected] = await tx
      .update(orderReturns)
      .set({ status: 'rejected', rejectionReason: reason, decidedAt: at, decidedBy: actor.name ?? null })
      .where(eq(orderReturns.id, row.id))
      .returning();
    const mail = await mailParts(ctx, tx, order, rejected!, order.language);
    await recordOrderEvent(
      tx,
      order.id,
      'return_rejected',
      { returnId: row.id, number: mail.number, reason },
      actor,
      at,
    );
    await ctx.mail.record(tx, {
      kind: 'return_rejected',
      orderId: order.id,
      userId: order.userId,
      ...returnRejectedEmail(order.language, order.email, mail, reason),
    });
  });
}

/**
 * POST /returns/{id}/receive: the parcel is in. Its units are refunded (and put back in stock
 * when `restock`) through the refund of `refunds.ts`, whose transaction marks the return
 * received; its key is the return's, so a second click or a retry refunds once. A return
 * received already is answered as it is.
 */
export async function receiveReturn(
  ctx: OrderContext,
  returnId: string,
  restock: boolean,
  actor: Actor,
): Promise<AdminReturn> {
  const [row] = await ctx.db.select().from(orderReturns).where(eq(orderReturns.id, returnId));
  if (!row) throw new ServiceError('not_found', RETURN_TEXT.notFound);
  if (row.status === 'received') return adminReturn(ctx, returnId);
  if (row.status !== 'approved') throw new ServiceError('conflict', RETURN_TEXT.notAt(row.status, 'received'));
  const lines = await ctx.db
    .select({ itemId: orderReturnLines.orderItemId, quantity: orderReturnLines.quantity })
    .from(orderReturnLines)
    .where(eq(orderReturnLines.returnId, returnId));
  await refundOrder(
    ctx,
    row.orderId,
    {
      idempotencyKey: `return-${row.id}`,
      lines,
      shipping: false,
      reason: `Return ${returnNumber(row.id)}: ${reasonText(row.reason)}`,
      restock,
    },
    actor,
    row.id,
  );
  return adminReturn(ctx, returnId);
}
