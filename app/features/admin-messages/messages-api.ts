/** The admin inbox's calls: GET /api/contact-messages and PATCH /api/contact-messages/{id}. */
import type { ApiContactMessage, ContactMessagesAnswer } from '#domain/api-answer-schemas.ts';
import type { ContactStatus } from '#domain/contact-rules.ts';
import { apiFetch } from '#app/lib/api.ts';

export type InboxFilter = ContactStatus | 'all';

export interface InboxPage {
  filter: InboxFilter;
  page: number;
}

export const INBOX_PAGE_SIZE = 20;

/** Every inbox list shares this prefix, so one change refreshes them all. */
export const INBOX_KEY = ['contact-messages'] as const;
export const inboxKey = ({ filter, page }: InboxPage) => [...INBOX_KEY, filter, page] as const;

export function fetchInbox({ filter, page }: InboxPage, signal?: AbortSignal): Promise<ContactMessagesAnswer> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(INBOX_PAGE_SIZE) });
  if (filter !== 'all') params.set('status', filter);
  return apiFetch<ContactMessagesAnswer>(`/contact-messages?${params}`, {
    signal,
    defaultMessage: 'Failed to fetch messages',
  });
}

export function markHandled(id: string, handled: boolean): Promise<ApiContactMessage> {
  return apiFetch<ApiContactMessage>(`/contact-messages/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { handled },
    defaultMessage: 'Failed to update the message',
  });
}
