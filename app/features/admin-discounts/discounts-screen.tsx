import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBrowserQuery } from '#app/lib/browser-query.ts';
import { Megaphone, RotateCw } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useState } from 'react';
import type { AdminCategory } from '#domain/api-answer-schemas.ts';
import { PRODUCT_FAILURES } from '#domain/product-input.ts';
import { Button } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { errorText } from '#app/lib/api.ts';
import {
  AdminPageHeader,
  AdminScreen,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  SkeletonRows,
} from '#app/features/admin/index.ts';
import { notify } from '#app/features/toast/index.ts';
import { CategoryNamesDialog } from './category-names-form';
import { CategoryRow } from './category-row';
import { bannerFor } from './discount-display';
import { DiscountFormDialog } from './discount-form';
import { DISCOUNT_TEXT } from './discount-texts';
import { CATEGORIES_KEY, fetchCategories, removeDiscount } from './discounts-api';

const SKELETON_ROWS = 5;

/** The back office's Category discounts screen, money in `currency`. */
export function DiscountsScreen({ currency }: { currency: string }) {
  const queryClient = useQueryClient();
  const categories = useBrowserQuery({ queryKey: CATEGORIES_KEY, queryFn: ({ signal }) => fetchCategories(signal) });
  const [applying, setApplying] = useState<AdminCategory | null>(null);
  const [removing, setRemoving] = useState<AdminCategory | null>(null);
  const [naming, setNaming] = useState<AdminCategory | null>(null);

  const remove = useMutation({
    mutationFn: (category: AdminCategory) => removeDiscount(category.name),
    onSuccess: async (answer) => {
      notify.success(`${answer.message}: ${answer.category.name}`);
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
    },
    onError: (error) => notify.error(errorText(error, PRODUCT_FAILURES.removeCategoryDiscount)),
  });

  const list = categories.data ?? [];
  // Active/Ended and the banner as of the list's answer (render stays pure; Refresh judges again).
  const banner = categories.data ? bannerFor(list, currency, new Date(categories.dataUpdatedAt)) : null;
  const loading = categories.isPending || (categories.isError && categories.isFetching);

  return (
    <AdminScreen>
      <AdminPageHeader
        title={DISCOUNT_TEXT.title}
        subtitle={DISCOUNT_TEXT.subtitle}
        badges={categories.data ? [DISCOUNT_TEXT.count(list.length)] : undefined}
        actions={
          <Button
            variant="secondary"
            onClick={() => void categories.refetch()}
            disabled={categories.isFetching}
            aria-busy={categories.isFetching}
          >
            <Icon
              node={RotateCw}
              aria-hidden="true"
              className={cx('size-3.5', categories.isFetching && 'animate-spin')}
            />{' '}
            {DISCOUNT_TEXT.refresh}
          </Button>
        }
      />

      {categories.data ? (
        <section aria-labelledby="banner-now" className="border border-line bg-neutral-50 px-4 py-3 text-sm">
          <h2
            id="banner-now"
            className="flex items-center gap-2 text-xs font-medium uppercase tracking-[0.15em] text-muted"
          >
            <Icon node={Megaphone} aria-hidden="true" className="size-3.5" /> {DISCOUNT_TEXT.bannerNow}
          </h2>
          <p className={cx('mt-1', banner ? 'font-semibold' : 'text-muted')}>
            {banner ? banner.text : DISCOUNT_TEXT.bannerNone}
          </p>
        </section>
      ) : null}

      {loading ? (
        <SkeletonRows count={SKELETON_ROWS} label={DISCOUNT_TEXT.loading} />
      ) : categories.isError ? (
        <ErrorState
          title={DISCOUNT_TEXT.loadError}
          message={errorText(categories.error, DISCOUNT_TEXT.loadFailed)}
          onRetry={() => void categories.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState title={DISCOUNT_TEXT.emptyTitle} message={DISCOUNT_TEXT.emptyMessage} />
      ) : (
        <ul aria-label="Categories" className="divide-y divide-line border border-line bg-white">
          {list.map((category) => (
            <CategoryRow
              key={category.name}
              category={category}
              currency={currency}
              onApply={() => setApplying(category)}
              onRemove={() => setRemoving(category)}
              onName={() => setNaming(category)}
            />
          ))}
        </ul>
      )}

      <CategoryNamesDialog category={naming} onClose={() => setNaming(null)} />

      <DiscountFormDialog category={applying} categories={list} currency={currency} onClose={() => setApplying(null)} />

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={DISCOUNT_TEXT.removeTitle}
        message={removing ? DISCOUNT_TEXT.removeMessage(removing.name) : ''}
        confirmLabel={DISCOUNT_TEXT.remove}
        busyLabel={DISCOUNT_TEXT.removing}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </AdminScreen>
  );
}
