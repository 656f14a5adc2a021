/** The inbox's filter and page live in the URL, so a reload or a shared link shows the same list. */
import type { InboxFilter, InboxPage } from './messages-api';

export const INBOX_FILTERS: { value: InboxFilter; label: string }[] = [
  { value: 'unhandled', label: 'Unhandled' },
  { value: 'all', label: 'All' },
  { value: 'handled', label: 'Handled' },
];

/** Unhandled by default: the inbox opens on what still needs an answer. */
export function readInboxPage(params: URLSearchParams): InboxPage {
  const status = params.get('status');
  const filter: InboxFilter = status === 'all' || status === 'handled' ? status : 'unhandled';
  const page = Number(params.get('page'));
  return { filter, page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

export function inboxSearch({ filter, page }: InboxPage): string {
  const params = new URLSearchParams();
  if (filter !== 'unhandled') params.set('status', filter);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const EMPTY_TEXT: Record<InboxFilter, string> = {
  unhandled: 'All caught up: no message is waiting for an answer.',
  all: 'No one has written through the contact form yet.',
  handled: 'No message has been marked handled yet.',
};
