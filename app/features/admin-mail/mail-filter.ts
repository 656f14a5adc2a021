/** The Mail screen's filter and page live in the URL, so a reload or a shared link shows the same list. */
import type { MailFilter, MailPage } from './mail-api';

export const MAIL_FILTERS: { value: MailFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'failed', label: 'Failed' },
  { value: 'retrying', label: 'Retrying' },
];

export function readMailPage(params: URLSearchParams): MailPage {
  const state = params.get('state');
  const filter: MailFilter = state === 'failed' || state === 'retrying' ? state : 'all';
  const page = Number(params.get('page'));
  return { filter, page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

export function mailSearch({ filter, page }: MailPage): string {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('state', filter);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const EMPTY_TEXT: Record<MailFilter, string> = {
  all: 'Every e-mail has gone out: none failed and none is waiting for another try.',
  failed: 'No e-mail has failed.',
  retrying: 'No e-mail is waiting for another try.',
};
