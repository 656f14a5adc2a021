/**
 * The dashboard's most wanted sold-out sizes (decision 64): the sizes with the most shoppers
 * waiting for a back-in-stock e-mail, each linked to its product's editor to restock it.
 */
import { Link } from 'react-router';
import { errorText } from '#app/lib/api.ts';
import { useBrowserQuery } from '#app/lib/browser-query.ts';
import { adminNumber, ErrorState, SkeletonRows } from '#app/features/admin/index.ts';
import { fetchMostWanted, MOST_WANTED_FAILED, MOST_WANTED_KEY } from './stock-alerts-api';

export const MOST_WANTED_TITLE = 'Most wanted sold-out sizes';

export function MostWantedSizes() {
  const wanted = useBrowserQuery({ queryKey: MOST_WANTED_KEY, queryFn: ({ signal }) => fetchMostWanted(signal) });
  if (wanted.status === 'pending') return <SkeletonRows count={3} label="Loading the most wanted sizes" />;
  if (wanted.status === 'error')
    return (
      <ErrorState
        title={MOST_WANTED_FAILED}
        message={errorText(wanted.error, MOST_WANTED_FAILED)}
        onRetry={() => void wanted.refetch()}
      />
    );
  const rows = wanted.data.sizes;
  if (rows.length === 0) return <p className="text-sm text-muted">No one is waiting for a sold-out size.</p>;
  return (
    <ol aria-label={MOST_WANTED_TITLE} className="divide-y divide-line text-sm">
      {rows.map((row) => (
        <li
          key={`${row.productId}/${row.color}/${row.size}`}
          className="flex items-center justify-between gap-3 py-2 first:pt-0 last:pb-0"
        >
          <span className="min-w-0">
            <Link
              to={`/admin/products/${row.productId}/edit`}
              className="font-medium underline-offset-4 hover:underline"
            >
              {row.productName}
            </Link>
            <span className="block text-xs text-muted">
              {row.color} / {row.size}
            </span>
          </span>
          <span className="shrink-0 font-semibold tabular-nums">{adminNumber(row.waiting)} waiting</span>
        </li>
      ))}
    </ol>
  );
}
