/**
 * The product editor's waiting demand (decision 64): each size someone asked to be e-mailed
 * about, with how many are waiting. Read in the browser; refreshed with the product after a
 * save (a restock notifies them, and the size leaves the list).
 */
import { useId } from 'react';
import { errorText } from '#app/lib/api.ts';
import { useBrowserQuery } from '#app/lib/browser-query.ts';
import { adminNumber, ErrorState, SkeletonRows } from '#app/features/admin/index.ts';
import { DEMAND_FAILED, demandKey, fetchDemand } from './stock-alerts-api';

const people = (n: number) => `${adminNumber(n)} ${n === 1 ? 'person' : 'people'}`;

export function WaitingDemand({ productId }: { productId: string }) {
  const headingId = useId();
  const demand = useBrowserQuery({
    queryKey: demandKey(productId),
    queryFn: ({ signal }) => fetchDemand(productId, signal),
  });
  const rows = demand.data?.sizes ?? [];

  return (
    <section aria-labelledby={headingId} className="space-y-4 border border-line bg-white p-4 sm:p-6">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          Waiting for a restock
        </h2>
        <p className="text-sm text-muted">
          Shoppers who asked to be e-mailed when a sold-out size is back. Each gets one e-mail when its stock goes above
          0.
        </p>
      </div>
      {demand.status === 'pending' ? (
        <SkeletonRows count={2} label="Loading the waiting demand" />
      ) : demand.status === 'error' ? (
        <ErrorState
          title={DEMAND_FAILED}
          message={errorText(demand.error, DEMAND_FAILED)}
          onRetry={() => void demand.refetch()}
        />
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted">No one is waiting for a size of this product.</p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y divide-line border-y border-line text-sm">
          {rows.map((row) => (
            <li key={`${row.color}/${row.size}`} className="flex items-center justify-between gap-4 py-2">
              <span>
                {row.color} / {row.size}
                {row.stock > 0 ? <span className="text-muted"> · {adminNumber(row.stock)} in stock</span> : null}
              </span>
              <span className="font-semibold tabular-nums">{people(row.waiting)} waiting</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
