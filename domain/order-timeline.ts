/**
 * An order's timeline in the back office (decision 0047): what kinds of entry there are,
 * what each says. Zod-free; the server writes the entries'
 * sentences with `timelineText`, so the order page shows them as they come.
 */
import { carrierLabel } from './carriers';
import { MAIL_KIND_LABELS, type MailKind } from './mail';

/**
 * Kinds recorded in `order_events`. `placed`, `payment` and the `mail_…` kinds are read
 * from the rows that already say so (the order, `payment_events`, `mail_outbox`).
 */
export const ORDER_EVENT_KINDS = [
  'status_changed',
  'stock_released',
  'stock_taken_again',
  'return_requested',
  'return_approved',
  'return_rejected',
  'return_received',
  'refunded',
  'note',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

export const TIMELINE_KINDS = [
  'placed',
  'payment',
  ...ORDER_EVENT_KINDS,
  'mail_queued',
  'mail_sent',
  'mail_retrying',
  'mail_failed',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const ACTOR_TYPES = ['admin', 'customer', 'provider', 'store'] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];

export type EventDetails = Record<string, string | number | boolean | null>;

/** Why an order's stock and coupon uses were given back. */
export const STOCK_RELEASE_REASONS = {
  expired: 'its payment time ran out',
  payment_failed: 'its payment failed',
  payment_cancelled: 'the shopper cancelled the payment',
  cancelled: 'the order was cancelled',
} as const;
export type StockReleaseReason = keyof typeof STOCK_RELEASE_REASONS;

const str = (value: EventDetails[string] | undefined) => (value === null || value === undefined ? '' : String(value));

function mailLabel(details: EventDetails): string {
  const kind = str(details.mailKind);
  return kind in MAIL_KIND_LABELS ? MAIL_KIND_LABELS[kind as MailKind] : kind;
}

/** The sentence of one timeline entry. */
export function timelineText(kind: TimelineKind, details: EventDetails): string {
  switch (kind) {
    case 'placed':
      return `Order placed (${str(details.total)})`;
    case 'payment':
      return details.type === 'paid'
        ? 'Payment received'
        : details.type === 'expired'
          ? 'Payment session expired'
          : 'Payment failed';
    case 'status_changed': {
      const shipped = details.carrier
        ? `: ${carrierLabel({ carrier: str(details.carrier), carrierName: details.carrierName ? str(details.carrierName) : null })} ${str(details.trackingNumber)}`
        : '';
      const forced = details.forced ? ' (confirmed although not paid)' : '';
      return `Status changed from ${str(details.from)} to ${str(details.to)}${shipped}${forced}`;
    }
    case 'stock_released':
      return `Stock and coupon uses given back: ${STOCK_RELEASE_REASONS[str(details.reason) as StockReleaseReason] ?? str(details.reason)}`;
    case 'stock_taken_again':
      return 'Stock and coupon uses taken again (the order was reopened)';
    case 'refunded': {
      // What went back: the lines and units ("2 × Coat (Navy, M)"), the shipping, and whether the units went back on the shelf.
      const what = [str(details.items), details.shipping ? 'shipping' : ''].filter(Boolean).join(', ');
      const restocked = details.restocked ? '; units put back in stock' : '';
      const at = details.source === 'provider' ? ' at the payment provider' : '';
      return `Refunded ${str(details.amount)}${at}${what ? ` (${what})` : ''}: ${str(details.reason)}${restocked}`;
    }
    case 'return_requested':
      return `Return ${str(details.number)} requested (${str(details.items)}): ${str(details.reason)}${details.comment ? ` — “${str(details.comment)}”` : ''}`;
    case 'return_approved':
      return `Return ${str(details.number)} approved; instructions e-mailed${details.note ? `: ${str(details.note)}` : ''}`;
    case 'return_rejected':
      return `Return ${str(details.number)} rejected: ${str(details.reason)}`;
    case 'return_received':
      return `Return ${str(details.number)} received (${str(details.items)})${details.restocked ? '; units put back in stock' : ''}`;
    case 'note':
      return str(details.text);
    case 'mail_queued':
      return `E-mail queued: ${mailLabel(details)} to ${str(details.to)}`;
    case 'mail_sent':
      return `E-mail sent: ${mailLabel(details)}`;
    case 'mail_retrying':
      return `E-mail not sent yet (${str(details.attempts)} tries): ${mailLabel(details)}; ${str(details.error)}`;
    case 'mail_failed':
      return `E-mail failed after a day of tries: ${mailLabel(details)}; ${str(details.error)}`;
  }
}
