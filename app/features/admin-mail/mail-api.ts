/** The Mail screen's calls: GET /api/mail/messages and POST /api/mail/messages/{id}/send-again. */
import type { ApiMailMessage, MailMessagesAnswer } from '#domain/api-answer-schemas.ts';
import type { MailProblemState } from '#domain/mail.ts';
import { apiFetch } from '#app/lib/api.ts';

export type MailFilter = MailProblemState | 'all';

export interface MailPage {
  filter: MailFilter;
  page: number;
}

export const MAIL_LIST_PAGE_SIZE = 20;

/** Every list shares this prefix, so one change refreshes them all. */
export const MAIL_KEY = ['mail-messages'] as const;
export const mailKey = ({ filter, page }: MailPage) => [...MAIL_KEY, filter, page] as const;

export function fetchMail({ filter, page }: MailPage, signal?: AbortSignal): Promise<MailMessagesAnswer> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(MAIL_LIST_PAGE_SIZE) });
  if (filter !== 'all') params.set('state', filter);
  return apiFetch<MailMessagesAnswer>(`/mail/messages?${params}`, {
    signal,
    defaultMessage: 'Failed to fetch e-mails',
  });
}

export function sendAgain(id: string): Promise<ApiMailMessage> {
  return apiFetch<ApiMailMessage>(`/mail/messages/${encodeURIComponent(id)}/send-again`, {
    method: 'POST',
    defaultMessage: 'Failed to send the e-mail again',
  });
}
