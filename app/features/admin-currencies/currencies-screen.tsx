import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide';
import { useState } from 'react';
import type { AdminDisplayCurrencies } from '#domain/api-answer-schemas.ts';
import { approximately, convertCents, formatDisplayMoney } from '#domain/display-currency.ts';
import { formatMoney } from '#domain/money.ts';
import { Button } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { Icon } from '#app/components/ui/icon.tsx';
import { errorText } from '#app/lib/api.ts';
import { useBrowserQuery } from '#app/lib/browser-query.ts';
import {
  adminDateTime,
  AdminPageHeader,
  AdminScreen,
  ConfirmDialog,
  ErrorState,
  SkeletonRows,
} from '#app/features/admin/index.ts';
import { notify } from '#app/features/toast/index.ts';
import { CURRENCIES_KEY, fetchCurrencies, removeRate } from './currencies-api';
import { CURRENCIES_ADMIN_TEXT as T } from './currencies-texts';
import { RateForm } from './rate-form';
import { RatesImport } from './rates-import';

/** The figure each card converts, so the owner sees the rounding rule at work. */
const EXAMPLE_CENTS = 1999;

/**
 * The back office's Currencies screen (decision 60): each display currency with its rate,
 * when it was set and by whom, an example of a converted price; set or remove a rate,
 * import rates from a file, and the latest changes.
 */
export function CurrenciesScreen() {
  const queryClient = useQueryClient();
  const query = useBrowserQuery({ queryKey: CURRENCIES_KEY, queryFn: ({ signal }) => fetchCurrencies(signal) });
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (code: string) => removeRate(code),
    onSuccess: (answer: AdminDisplayCurrencies, code) => {
      queryClient.setQueryData(CURRENCIES_KEY, answer);
      notify.success(T.removed(code));
      setRemoving(null);
    },
    onError: (error) => notify.error(errorText(error, T.removeFailed)),
  });

  const data = query.data;
  const loading = query.isPending || (query.isError && query.isFetching);
  const store = data?.storeCurrency ?? '';

  return (
    <AdminScreen>
      <AdminPageHeader
        title={T.title}
        subtitle={data ? T.subtitle(store) : undefined}
        badges={data ? [T.offered(data.currencies.filter((c) => c.rate !== null).length)] : undefined}
        actions={
          <Button
            variant="secondary"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
            aria-busy={query.isFetching}
          >
            <Icon node={RotateCw} aria-hidden="true" className={cx('size-3.5', query.isFetching && 'animate-spin')} />{' '}
            {T.refresh}
          </Button>
        }
      />

      {loading ? (
        <SkeletonRows count={4} label={T.loading} />
      ) : query.isError || !data ? (
        <ErrorState
          title={T.loadError}
          message={errorText(query.error, T.loadFailed)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="space-y-6">
          <ul aria-label={T.ratesCaption} className="grid gap-4 lg:grid-cols-2">
            {data.currencies.map((currency) => (
              <li key={currency.code}>
                <section
                  aria-labelledby={`currency-${currency.code}`}
                  className="h-full border border-line bg-white p-5"
                >
                  <h2 id={`currency-${currency.code}`} className="text-base font-semibold">
                    {currency.code} <span className="font-normal text-muted">· {currency.name}</span>
                  </h2>
                  <p className="mt-1 text-sm text-muted">
                    {currency.rate === null
                      ? T.notOffered
                      : `${formatMoney(EXAMPLE_CENTS, store)} ${approximately(
                          formatDisplayMoney(convertCents(EXAMPLE_CENTS, currency.rate, currency.code), currency.code),
                        )}`}
                  </p>
                  {currency.setAt ? (
                    <p className="mt-1 text-xs text-muted">
                      Set {T.set(adminDateTime(currency.setAt), currency.setBy)}
                    </p>
                  ) : null}
                  <RateForm
                    key={`${currency.code}-${currency.rate ?? ''}-${currency.setAt ?? ''}`}
                    currency={currency}
                    storeCurrency={store}
                    onRemove={() => setRemoving(currency.code)}
                  />
                </section>
              </li>
            ))}
          </ul>

          <RatesImport />

          <section aria-labelledby="currency-changes-heading" className="border border-line bg-white">
            <h2 id="currency-changes-heading" className="border-b border-line px-5 py-4 text-base font-semibold">
              {T.changesTitle}
            </h2>
            {data.changes.length === 0 ? (
              <p className="px-5 py-4 text-sm text-muted">{T.noChanges}</p>
            ) : (
              <table className="w-full text-left text-sm">
                <thead className="text-xs uppercase tracking-[0.15em] text-muted">
                  <tr>
                    {T.changesHeaders.map((header) => (
                      <th key={header} scope="col" className="px-5 py-2 font-medium">
                        {header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {data.changes.map((change, index) => (
                    <tr key={`${change.at}-${change.currency}-${index}`}>
                      <td className="px-5 py-2">{adminDateTime(change.at)}</td>
                      <th scope="row" className="px-5 py-2 font-medium">
                        {change.currency}
                      </th>
                      <td className="px-5 py-2 tabular-nums">{T.change(change.source, change.rate)}</td>
                      <td className="px-5 py-2">{change.by ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </div>
      )}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={T.removeTitle}
        message={removing ? T.removeMessage(removing) : ''}
        confirmLabel={T.removeConfirm}
        busyLabel={T.removing}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </AdminScreen>
  );
}
