/**
 * How the back office shows a return (decision 0052): the queue's filter and page in the URL,
 * the status badges, the units as the e-mails say them ("1 × Coat (Navy, M)"), money in the
 * order's currency, and which steps each status allows. Pure, so the queue, the order page
 * and their tests share one wording.
 */
import type { ApiReturn, ReturnsAnswer } from '#domain/api-answer-schemas.ts';
import { toCents } from '#domain/money.ts';
import { RETURN_STATUS_LABELS, RETURN_STATUSES, type ReturnStatus } from '#domain/returns.ts';
import { adminDateTime, adminMoney, type BadgeTone } from '#app/features/admin/index.ts';

export type ReturnFilter = ReturnStatus | 'all';

export interface ReturnsPage {
  filter: ReturnFilter;
  page: number;
}

/** In the order the work goes: what to decide, what to receive, then what is done. */
export const RETURN_FILTERS: readonly { value: ReturnFilter; label: string }[] = [
  { value: 'requested', label: 'Requested' },
  { value: 'approved', label: 'Approved' },
  { value: 'received', label: 'Received' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

const isFilter = (value: string | null): value is ReturnFilter =>
  value === 'all' || (RETURN_STATUSES as readonly (string | null)[]).includes(value);

/** Requested by default: the queue opens on what waits for a decision. */
export function readReturnsPage(params: URLSearchParams): ReturnsPage {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    filter: isFilter(status) ? status : 'requested',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

export function returnsSearch({ filter, page }: ReturnsPage): string {
  const params = new URLSearchParams();
  if (filter !== 'requested') params.set('status', filter);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** How many returns a filter shows (`all`: every status). */
export function filterCount(counts: ReturnsAnswer['counts'], filter: ReturnFilter): number {
  return filter === 'all' ? RETURN_STATUSES.reduce((sum, status) => sum + counts[status], 0) : counts[filter];
}

export const EMPTY_TEXT: Record<ReturnFilter, string> = {
  requested: 'All caught up: no return request is waiting for a decision.',
  approved: 'No approved return is waiting for its parcel.',
  received: 'No return has been received yet.',
  rejected: 'No return has been rejected.',
  all: 'No customer has asked to return anything yet.',
};

export const RETURN_STATUS_TONES: Record<ReturnStatus, BadgeTone> = {
  requested: 'warning',
  approved: 'info',
  received: 'success',
  rejected: 'neutral',
};

export const returnStatusLabel = (status: ReturnStatus): string => RETURN_STATUS_LABELS[status];

/** The store's steps, each from the statuses it may follow (the API refuses the others with 409). */
export type ReturnStep = 'approve' | 'reject' | 'receive';

/** What the owner can do next: decide a request; receive an approved parcel, or reject it when it is not as the policy asks. */
export const RETURN_STEPS: Record<ReturnStatus, readonly ReturnStep[]> = {
  requested: ['approve', 'reject'],
  approved: ['receive', 'reject'],
  rejected: [],
  received: [],
};

type Line = ApiReturn['lines'][number];

/** "2 × Coat (Navy, M)": one line as the e-mails and the timeline say it. */
export const returnLineText = (line: Line): string => `${line.quantity} × ${line.name} (${line.color}, ${line.size})`;

export const returnLinesText = (lines: readonly Line[]): string => lines.map(returnLineText).join(', ');

/** An amount the API answered (currency units) in the order's currency. */
export const returnMoney = (amount: number, currency: string): string => adminMoney(toCents(amount), currency);

/** What the amount beside a return means at its status. */
export const AMOUNT_LABELS: Record<ReturnStatus, string> = {
  requested: 'Refund on receipt',
  approved: 'Refund on receipt',
  received: 'Refunded',
  rejected: 'Not refunded',
};

/** A date and time as the owner reads it (their own time zone: the lists render in the browser only). */
export function returnDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return adminDateTime(date);
}

/** How far the return has come after its request, with who did it when the answer says: one sentence, or none while requested. */
export function returnProgressText(
  ret: Pick<ApiReturn, 'status' | 'decidedAt' | 'receivedAt' | 'refund'> & {
    decidedBy?: string | null;
    receivedBy?: string | null;
  },
): string | null {
  const by = (who: string | null | undefined) => (who ? ` by ${who}` : '');
  switch (ret.status) {
    case 'requested':
      return null;
    case 'approved':
      return ret.decidedAt
        ? `Approved ${returnDateTime(ret.decidedAt)}${by(ret.decidedBy)}; waiting for the parcel.`
        : null;
    case 'rejected':
      return ret.decidedAt ? `Rejected ${returnDateTime(ret.decidedAt)}${by(ret.decidedBy)}.` : null;
    case 'received': {
      const restocked = ret.refund?.restocked ? 'units put back in stock' : 'units not put back in stock';
      return ret.receivedAt ? `Received ${returnDateTime(ret.receivedAt)}${by(ret.receivedBy)}; ${restocked}.` : null;
    }
  }
}
