/**
 * Returns (decision 0052): the policy's window, the steps a return goes through, what may
 * still be returned of an order, and the words both sides read. Zod-free, so the shopper's
 * order page, the back office and the server share it cheaply; the request schemas are in
 * `return-input.ts`.
 *
 * The window is SPEC §9's "returns within 3 days of delivery", said once in
 * `return-policy.ts` (the pages that only state the policy import that alone).
 */
import { RETURN_POLICY } from './return-policy';

export { RETURN_POLICY };

/** The last moment a return can be requested for an order delivered at `deliveredAt`. */
export function returnWindowEndsAt(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_POLICY.days * 24 * 60 * 60_000);
}

/**
 * `requested` by the shopper → `approved` (the instructions e-mailed) or `rejected` (with a
 * reason) by the store → `received`: the parcel arrived, its units were refunded and, when
 * chosen, put back in stock, in one step. An approved return whose parcel never comes, or
 * comes worn, may still be rejected.
 */
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** The statuses still waiting for the store: a request to decide, a parcel to receive. */
export const OPEN_RETURN_STATUSES = ['requested', 'approved'] as const satisfies readonly ReturnStatus[];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received and refunded',
};

/** Why a shopper sends something back, as the form offers it. */
export const RETURN_REASONS = {
  too_small: 'Too small',
  too_large: 'Too large',
  not_as_pictured: 'Not as pictured or described',
  damaged: 'Arrived damaged or faulty',
  wrong_item: 'Wrong item sent',
  changed_mind: 'Changed my mind',
  other: 'Other',
} as const;
export type ReturnReason = keyof typeof RETURN_REASONS;
export const RETURN_REASON_IDS = Object.keys(RETURN_REASONS) as [ReturnReason, ...ReturnReason[]];

export const RETURN_LIMITS = { comment: 500, note: 1000, rejection: 500, lines: 200 } as const;
/** A shopper asks for a return by hand; more than this from one address is a script. */
export const RETURN_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;

/** A return is shown by its own short number, beside its order's. */
export function returnNumber(id: string): string {
  return `R-${id.slice(-8).toUpperCase()}`;
}

export const RETURN_TEXT = {
  /** Refused outside the window: the policy's own words, and when this order's window closed. */
  outsideWindow: (closedOn: string) =>
    `Returns can be requested within ${RETURN_POLICY.window}. The return window for this order closed on ${closedOn}.`,
  notDelivered: `A return can be requested once the order has been delivered, within ${RETURN_POLICY.window}.`,
  notPaid: 'This order was not paid, so there is nothing to return for a refund.',
  nothingChosen: 'Choose at least one item to return.',
  unknownLine: 'A chosen item is not part of this order.',
  quantity: 'Each quantity is a whole number of at least 1.',
  tooMany: (name: string, left: number) =>
    left > 0 ? `Only ${left} of ${name} can still be returned.` : `${name} cannot be returned again.`,
  reason: 'Please choose why you are returning the items.',
  comment: 'Please tell us a little about the reason.',
  commentTooLong: `Please keep the comment under ${RETURN_LIMITS.comment} characters.`,
  noteTooLong: `The instructions are at most ${RETURN_LIMITS.note} characters.`,
  rejection: 'Please give the reason the return is rejected.',
  rejectionTooLong: `The reason is at most ${RETURN_LIMITS.rejection} characters.`,
  unsafe: 'The text contains characters that are not allowed.',
  key: 'The request needs its idempotency key (letters, digits, - and _, 8 to 100).',
  keyOfAnotherOrder: 'This idempotency key was used for another order.',
  tooManyRequests: 'Too many return requests in a short time. Please wait a few minutes.',
  notFound: 'Return not found.',
  /** A step asked of a return that is past it (another admin, another tab). */
  notAt: (status: ReturnStatus, step: string) =>
    `This return is ${RETURN_STATUS_LABELS[status].toLowerCase()}, so it cannot be ${step}.`,
  beingReceived: 'This return is being received and refunded, so it cannot be rejected.',
  requested: 'Your return request has been sent. We will e-mail you the instructions.',
  requestFailed: 'We could not send your return request. Please try again.',
} as const;

/** One order line as the return rules see it. */
export interface ReturnableLine {
  id: string;
  quantity: number;
  /** Units refunded already (by a refund or a received return). */
  refundedQuantity: number;
  /** Units in returns still open (requested or approved); a received return's units are refunded. */
  inOpenReturns: number;
}

/** How many units of a line can still be asked back: what was bought, less what was refunded and what an open return covers. */
export function returnableUnits(line: ReturnableLine): number {
  return Math.max(0, line.quantity - line.refundedQuantity - line.inOpenReturns);
}

export type ReturnWindow =
  | { open: true; endsAt: Date }
  | { open: false; why: 'not_delivered' | 'not_paid' }
  | { open: false; why: 'closed'; endsAt: Date };

/** Whether a return may be requested now, and until when. */
export function returnWindow(
  order: { orderStatus: string; paymentStatus: string; deliveredAt: Date | null },
  now: Date,
): ReturnWindow {
  if (order.orderStatus !== 'delivered' || !order.deliveredAt) return { open: false, why: 'not_delivered' };
  if (!['paid', 'delivered', 'partially_refunded'].includes(order.paymentStatus))
    return { open: false, why: 'not_paid' };
  const endsAt = returnWindowEndsAt(order.deliveredAt);
  return now.getTime() <= endsAt.getTime() ? { open: true, endsAt } : { open: false, why: 'closed', endsAt };
}

export interface ReturnChoice {
  lines: { itemId: string; quantity: number }[];
}

export type ReturnPlan =
  | { ok: true; lines: { itemId: string; quantity: number }[] }
  | { ok: false; kind: 'invalid' | 'conflict'; message: string };

/** The lines a request may take back, or why not. `name` says a line for messages. */
export function planReturn(
  lines: ReturnableLine[],
  choice: ReturnChoice,
  name: (itemId: string) => string,
): ReturnPlan {
  const chosen = choice.lines.filter((l) => l.quantity > 0);
  if (chosen.length === 0) return { ok: false, kind: 'invalid', message: RETURN_TEXT.nothingChosen };
  const seen = new Set<string>();
  for (const { itemId, quantity } of chosen) {
    const line = lines.find((l) => l.id === itemId);
    if (!line || seen.has(itemId)) return { ok: false, kind: 'invalid', message: RETURN_TEXT.unknownLine };
    seen.add(itemId);
    const left = returnableUnits(line);
    if (quantity > left) return { ok: false, kind: 'conflict', message: RETURN_TEXT.tooMany(name(itemId), left) };
  }
  return { ok: true, lines: chosen };
}

/** What the e-mail and the screen say the store pays for and where the parcel goes. */
export function returnInstructions(input: {
  number: string;
  orderNumber: string;
  address: readonly string[];
  note: string | null;
}): string[] {
  return [
    `Pack the items ${RETURN_POLICY.condition}.`,
    `Write the return number ${input.number} (order ${input.orderNumber}) on the parcel.`,
    `Send it to: ${input.address.join(', ')}.`,
    'Return shipping is paid by us: keep your postage receipt and e-mail us a photo of it, and we refund the postage with your items.',
    ...(input.note ? [input.note] : []),
  ];
}

/** The window's end as the shopper reads it, in the store's time: "30 November 2026 at 14:05 (Bishkek time)". */
export function returnDeadlineText(endsAt: Date): string {
  return `${new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Bishkek',
  }).format(endsAt)} (Bishkek time)`;
}
