/** The Currencies screen's calls (decision 60): the rates, set one, remove one, import a file. */
import type { AdminDisplayCurrencies } from '#domain/api-answer-schemas.ts';
import { apiFetch } from '#app/lib/api.ts';
import { CURRENCIES_ADMIN_TEXT as T } from './currencies-texts';

/** The browser cache's key for the rates; every write puts its answer there. */
export const CURRENCIES_KEY = ['admin', 'currencies'] as const;

export function fetchCurrencies(signal?: AbortSignal): Promise<AdminDisplayCurrencies> {
  return apiFetch<AdminDisplayCurrencies>('/currencies', { signal, defaultMessage: T.loadFailed });
}

export function setRate(code: string, rate: string): Promise<AdminDisplayCurrencies> {
  return apiFetch<AdminDisplayCurrencies>(`/currencies/${code}`, {
    method: 'PUT',
    body: { rate },
    defaultMessage: T.saveFailed,
  });
}

export function removeRate(code: string): Promise<AdminDisplayCurrencies> {
  return apiFetch<AdminDisplayCurrencies>(`/currencies/${code}`, { method: 'DELETE', defaultMessage: T.removeFailed });
}

export function importRates(csv: string): Promise<AdminDisplayCurrencies> {
  return apiFetch<AdminDisplayCurrencies>('/currencies/import', {
    method: 'POST',
    body: { csv },
    defaultMessage: T.importFailed,
  });
}
