import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBrowserQuery } from '#app/lib/browser-query.ts';
import { Download, Plus, RotateCw } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { errorText } from '#app/lib/api.ts';
import { downloadCsv, exportFileName, toCsv } from '#app/lib/csv.ts';
import type { ApiCoupon } from '#domain/api-answer-schemas.ts';
import {
  AdminPageHeader,
  AdminScreen,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  SearchBox,
  SkeletonRows,
} from '#app/features/admin/index.ts';
import { notify } from '#app/features/toast/index.ts';
import { couponCsvColumns, couponName, matchesSearch } from './coupon-display';
import { CouponFormDialog } from './coupon-form';
import { CouponRow } from './coupon-row';
import { COUPON_TEXT } from './coupon-texts';
import { COUPONS_QUERY_KEY, deleteCoupon, fetchCoupons } from './coupons-api';

/** SPEC §9: the coupon list shows six placeholder rows while it loads. */
const SKELETON_ROWS = 6;

type Editing = { open: false } | { open: true; coupon: ApiCoupon | null };

/** The back office's Coupons screen (SPEC §2 "Admin coupon screen"), money in `currency`. */
export function CouponsScreen({ currency }: { currency: string }) {
  const queryClient = useQueryClient();
  const coupons = useBrowserQuery({ queryKey: COUPONS_QUERY_KEY, queryFn: ({ signal }) => fetchCoupons(signal) });
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [deleting, setDeleting] = useState<ApiCoupon | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const all = coupons.data;
  const shown = useMemo(() => (all ?? []).filter((c) => matchesSearch(c, search)), [all, search]);
  // Active/Expired as of the list's answer (render stays pure; Refresh judges again).
  const now = new Date(coupons.dataUpdatedAt);

  // 'Loaded N coupons' answers a load the owner asked for: opening the screen, Refresh, Try Again.
  const announceLoad = useRef(true);
  useEffect(() => {
    if (announceLoad.current && coupons.isSuccess && !coupons.isFetching) {
      announceLoad.current = false;
      notify.success(COUPON_TEXT.loaded(coupons.data.length));
    }
  }, [coupons.isSuccess, coupons.isFetching, coupons.data]);

  function reload() {
    announceLoad.current = true;
    void coupons.refetch().then((result) => {
      if (result.isError) {
        announceLoad.current = false;
        notify.error(errorText(result.error, COUPON_TEXT.loadFailed));
      }
    });
  }

  function exportShown() {
    try {
      downloadCsv(exportFileName('coupons_export'), toCsv(shown, couponCsvColumns(new Date())));
      notify.success(COUPON_TEXT.exported(shown.length));
    } catch {
      notify.error(COUPON_TEXT.exportFailed);
    }
  }

  const remove = useMutation({
    mutationFn: (coupon: ApiCoupon) => deleteCoupon(coupon._id),
    onSuccess: async () => {
      notify.success(COUPON_TEXT.deleted);
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: COUPONS_QUERY_KEY });
      // The row whose button opened the question is gone: keyboard users continue from the list.
      window.requestAnimationFrame(() => listRef.current?.focus());
    },
    onError: (error) => notify.error(errorText(error, COUPON_TEXT.deleteFailed)),
  });

  // Try Again shows the placeholder rows again while it asks.
  const loading = coupons.isPending || (coupons.isError && coupons.isFetching);

  return (
    <AdminScreen>
      <AdminPageHeader
        title={COUPON_TEXT.title}
        subtitle={COUPON_TEXT.subtitle}
        badges={
          loading
            ? undefined
            : [
                <span key="count">
                  {shown.length}
                  <span className="sr-only"> coupons shown</span>
                </span>,
              ]
        }
        actions={
          <Button onClick={() => setEditing({ open: true, coupon: null })}>
            <Icon node={Plus} aria-hidden="true" className="size-4" /> {COUPON_TEXT.create}
          </Button>
        }
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          value={search}
          onChange={setSearch}
          placeholder={COUPON_TEXT.searchPlaceholder}
          label={COUPON_TEXT.searchLabel}
        />
        <div className="flex gap-2">
          <Button variant="secondary" onClick={reload} disabled={coupons.isFetching} aria-busy={coupons.isFetching}>
            <Icon
              node={RotateCw}
              aria-hidden="true"
              className={coupons.isFetching ? 'size-3.5 animate-spin' : 'size-3.5'}
            />{' '}
            {COUPON_TEXT.refresh}
          </Button>
          <Button variant="secondary" onClick={exportShown} disabled={shown.length === 0}>
            <Icon node={Download} aria-hidden="true" className="size-3.5" /> {COUPON_TEXT.export}
          </Button>
        </div>
      </div>

      {loading ? (
        <SkeletonRows count={SKELETON_ROWS} label={COUPON_TEXT.loading} />
      ) : coupons.isError ? (
        <ErrorState
          title={COUPON_TEXT.loadError}
          message={errorText(coupons.error, COUPON_TEXT.loadFailed)}
          onRetry={reload}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          title={COUPON_TEXT.emptyTitle}
          message={(all ?? []).length === 0 ? COUPON_TEXT.emptyNone : COUPON_TEXT.emptySearch}
          action={
            (all ?? []).length === 0 ? (
              <Button onClick={() => setEditing({ open: true, coupon: null })}>
                <Icon node={Plus} aria-hidden="true" className="size-4" /> {COUPON_TEXT.create}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <ul
          ref={listRef}
          tabIndex={-1}
          aria-label="Coupons"
          className="divide-y divide-line border border-line bg-white focus:outline-none"
        >
          {shown.map((coupon) => (
            <CouponRow
              key={coupon._id}
              coupon={coupon}
              currency={currency}
              now={now}
              onEdit={() => setEditing({ open: true, coupon })}
              onDelete={() => setDeleting(coupon)}
            />
          ))}
        </ul>
      )}

      <CouponFormDialog
        open={editing.open}
        coupon={editing.open ? editing.coupon : null}
        currency={currency}
        onClose={() => setEditing({ open: false })}
      />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={COUPON_TEXT.deleteTitle}
        message={deleting ? COUPON_TEXT.deleteMessage(couponName(deleting, currency)) : ''}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </AdminScreen>
  );
}
