import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Globe2, Pencil, Plus, RotateCw, Trash2 } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useState } from 'react';
import type { AdminShippingZone } from '#domain/api-answer-schemas.ts';
import { countryName } from '#domain/countries.ts';
import { toCents } from '#domain/money.ts';
import { Button } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { errorText } from '#app/lib/api.ts';
import { useBrowserQuery } from '#app/lib/browser-query.ts';
import {
  adminDateTime,
  adminMoney,
  AdminPageHeader,
  AdminScreen,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  SkeletonRows,
} from '#app/features/admin/index.ts';
import { notify } from '#app/features/toast/index.ts';
import { deleteZone, fetchZones, ZONES_KEY } from './shipping-api';
import { SHIPPING_ADMIN_TEXT as T } from './shipping-texts';
import { ZoneFormDialog } from './zone-form';

const SKELETON_ROWS = 3;

/** The back office's Shipping screen (decision 57): each zone, its countries and methods; add, edit, delete. */
export function ShippingScreen({ currency }: { currency: string }) {
  const queryClient = useQueryClient();
  const zones = useBrowserQuery({ queryKey: ZONES_KEY, queryFn: ({ signal }) => fetchZones(signal) });
  // undefined: closed; null: adding one.
  const [editing, setEditing] = useState<AdminShippingZone | null | undefined>(undefined);
  const [removing, setRemoving] = useState<AdminShippingZone | null>(null);

  const remove = useMutation({
    mutationFn: (zone: AdminShippingZone) => deleteZone(zone._id),
    onSuccess: async (_answer, zone) => {
      notify.success(T.deleted(zone.name));
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: ZONES_KEY });
    },
    onError: (error) => notify.error(errorText(error, T.deleteFailed)),
  });

  const list = zones.data ?? [];
  const loading = zones.isPending || (zones.isError && zones.isFetching);

  return (
    <AdminScreen>
      <AdminPageHeader
        title={T.title}
        subtitle={T.subtitle}
        badges={zones.data ? [T.count(list.length)] : undefined}
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => void zones.refetch()}
              disabled={zones.isFetching}
              aria-busy={zones.isFetching}
            >
              <Icon node={RotateCw} aria-hidden="true" className={cx('size-3.5', zones.isFetching && 'animate-spin')} />{' '}
              {T.refresh}
            </Button>
            <Button onClick={() => setEditing(null)} disabled={!zones.data}>
              <Icon node={Plus} aria-hidden="true" className="size-3.5" /> {T.add}
            </Button>
          </>
        }
      />

      {loading ? (
        <SkeletonRows count={SKELETON_ROWS} label={T.loading} />
      ) : zones.isError ? (
        <ErrorState
          title={T.loadError}
          message={errorText(zones.error, T.loadFailed)}
          onRetry={() => void zones.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState title={T.emptyTitle} message={T.emptyMessage} />
      ) : (
        <ul aria-label="Shipping zones" className="space-y-4">
          {list.map((zone) => (
            <li key={zone._id}>
              <section aria-labelledby={`zone-${zone._id}`} className="border border-line bg-white">
                <div className="flex flex-wrap items-start justify-between gap-3 border-b border-line px-5 py-4">
                  <div className="min-w-0">
                    <h2 id={`zone-${zone._id}`} className="flex items-center gap-2 text-base font-semibold">
                      {zone.restOfWorld ? <Icon node={Globe2} aria-hidden="true" className="size-4" /> : null}
                      {zone.name}
                    </h2>
                    <p className="mt-1 text-sm text-muted">
                      {zone.restOfWorld
                        ? T.restOfWorld
                        : `${T.countries(zone.countries.length)}: ${zone.countries.map(countryName).join(', ') || '—'}`}
                    </p>
                    <p className="mt-1 text-xs text-muted">
                      {T.updated(adminDateTime(zone.updatedAt), zone.updatedBy?.name ?? null)}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button variant="secondary" onClick={() => setEditing(zone)} aria-label={T.edit(zone.name)}>
                      <Icon node={Pencil} aria-hidden="true" className="size-3.5" /> Edit
                    </Button>
                    {zone.restOfWorld ? null : (
                      <Button variant="secondary" onClick={() => setRemoving(zone)} aria-label={T.remove(zone.name)}>
                        <Icon node={Trash2} aria-hidden="true" className="size-3.5" /> Delete
                      </Button>
                    )}
                  </div>
                </div>
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{`${zone.name}: ${T.methodsLegend}`}</caption>
                  <thead className="text-xs uppercase tracking-[0.15em] text-muted">
                    <tr>
                      {T.methodHeaders.map((header) => (
                        <th key={header} scope="col" className="px-5 py-2 font-medium">
                          {header}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-line">
                    {zone.methods.map((method) => (
                      <tr key={method.id} className={method.enabled ? undefined : 'text-muted'}>
                        <th scope="row" className="px-5 py-2 font-medium">
                          {method.name} <span className="font-normal text-muted">({method.id})</span>
                        </th>
                        <td className="px-5 py-2">{method.delivery}</td>
                        <td className="px-5 py-2 tabular-nums">{adminMoney(toCents(method.price), currency)}</td>
                        <td className="px-5 py-2">{method.enabled ? 'Yes' : T.disabled}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            </li>
          ))}
        </ul>
      )}

      <ZoneFormDialog zone={editing} zones={list} currency={currency} onClose={() => setEditing(undefined)} />

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={T.deleteTitle}
        message={removing ? T.deleteMessage(removing.name) : ''}
        confirmLabel={T.deleteConfirm}
        busyLabel={T.deleting}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </AdminScreen>
  );
}
