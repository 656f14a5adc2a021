/**
 * An order's timeline (decision 0047). What the order's own rows already record is read
 * from them — placed (the order), payments (`payment_events`), e-mails (the outbox, through
 * mail-admin) — and everything else is one `order_events` row written in the transaction
 * that did it: status changes, stock given back or taken again, internal notes. Later
 * steps (refunds, returns) add their kinds to `order_events` the same way.
 */
import { asc, eq } from 'drizzle-orm';
import { formatMoney } from '#domain/money.ts';
import {
  TIMELINE_KINDS,
  timelineText,
  type ActorType,
  type EventDetails,
  type OrderEventKind,
  type TimelineKind,
} from '#domain/order-timeline.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { orderEvents, paymentEvents } from '#server/db/schema.ts';
import { mailAboutOrder } from '#server/services/mail-admin/index.ts';
import type { OrderRow } from './context';
import { recordOrderWebhook, TIMELINE_WEBHOOKS } from './webhook-events';
import type { TimelineEntry } from '#domain/api-answer-schemas.ts';

/** Who did something to an order: an admin by account, else the shopper, the payment provider or the store itself. */
export interface Actor {
  type: ActorType;
  /** The admin's account. */
  id?: string;
  /** As shown: the admin's e-mail. */
  name?: string;
}

export const STORE_ACTOR: Actor = { type: 'store' };
export const CUSTOMER_ACTOR: Actor = { type: 'customer' };
export const PROVIDER_ACTOR: Actor = { type: 'provider' };

export async function recordOrderEvent(
  tx: Tx,
  orderId: string,
  kind: OrderEventKind,
  details: EventDetails,
  actor: Actor,
  at: Date,
): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId,
    kind,
    details,
    actorType: actor.type,
    actorId: actor.id ?? null,
    actorName: actor.name ?? null,
    createdAt: at,
  });
  // A status change, a refund or a return asked for is a webhook event too, whatever path
  // made it (the back office, the provider, the expiry sweep): each writes this entry.
  const webhook = TIMELINE_WEBHOOKS[kind];
  if (webhook) await recordOrderWebhook(tx, webhook, orderId, details);
}

/** Entries at the same moment (one transaction) in the order one causes the next. */
const rank = (kind: TimelineKind) => TIMELINE_KINDS.indexOf(kind);

function entry(
  at: Date,
  kind: TimelineKind,
  details: EventDetails,
  actor: TimelineEntry['actor'],
): TimelineEntry & { time: number } {
  return { at: at.toISOString(), time: at.getTime(), kind, details, actor, text: timelineText(kind, details) };
}

/** Everything that happened to the order, oldest first. */
export async function readTimeline(db: Db, order: OrderRow): Promise<TimelineEntry[]> {
  const customer = { type: 'customer' as const, name: `${order.firstName} ${order.lastName}` };
  const provider = { type: 'provider' as const, name: order.paymentMethod };
  const [events, payments, mails] = await Promise.all([
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.createdAt)),
    db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id)).orderBy(asc(paymentEvents.createdAt)),
    mailAboutOrder(db, order.id),
  ]);
  const entries = [
    entry(order.createdAt, 'placed', { total: formatMoney(order.totalCents, order.currency) }, customer),
    ...payments.map((p) => entry(p.createdAt, 'payment', { type: p.type, eventId: p.id }, provider)),
    ...events.map((e) =>
      entry(e.createdAt, e.kind as OrderEventKind, e.details, {
        type: e.actorType,
        name: e.actorType === 'customer' ? customer.name : e.actorType === 'provider' ? provider.name : e.actorName,
      }),
    ),
    ...mails.flatMap((m) => {
      const about = { mailKind: m.kind, to: m.to };
      const store = { type: 'store' as const, name: null };
      const queued = entry(m.queuedAt, 'mail_queued', about, store);
      if (m.state === 'sent' && m.sentAt) return [queued, entry(m.sentAt, 'mail_sent', about, store)];
      if (m.state === 'failed')
        return [
          queued,
          entry(m.nextAttemptAt, 'mail_failed', { ...about, attempts: m.attempts, error: m.lastError }, store),
        ];
      // Still being tried: said beside its queuing, with when it is tried next.
      if (m.attempts > 0)
        return [
          queued,
          entry(
            m.queuedAt,
            'mail_retrying',
            { ...about, attempts: m.attempts, error: m.lastError, nextAttemptAt: m.nextAttemptAt.toISOString() },
            store,
          ),
        ];
      return [queued];
    }),
  ];
  entries.sort((a, b) => a.time - b.time || rank(a.kind) - rank(b.kind));
  return entries.map(({ time: _time, ...rest }) => rest);
}
