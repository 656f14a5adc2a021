/**
 * The product editor's stock history (the stock ledger, decision 49): each size's latest
 * changes — orders reserving and giving back units, the back office's edits, refunds and
 * returns — with how much, the stock after it, why and who. Read in the browser; refreshed
 * with the product after a save (its key is under the products' prefix).
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { StockMovementRow } from '#domain/api-answer-schemas.ts';
import { orderNumber } from '#domain/orders.ts';
import { STOCK_REASON_LABELS } from '#domain/stock-ledger.ts';
import { SelectField } from '#app/components/ui/form-fields.tsx';
import { errorText } from '#app/lib/api.ts';
import { useBrowserQuery } from '#app/lib/browser-query.ts';
import { adminDateTime, ErrorState, SkeletonRows } from '#app/features/admin/index.ts';
import { PRODUCT_TEXT } from './product-texts';
import { fetchStockHistory, stockHistoryKey } from './products-api';

const sizeLabel = (row: Pick<StockMovementRow, 'color' | 'size'>) => `${row.color} / ${row.size}`;
const signed = (delta: number) => (delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`);

/** Who moved the stock: the admin, or the order whose checkout, expiry or cancel did. */
function Cause({ row }: { row: StockMovementRow }) {
  const order = row.orderId ? (
    <Link to={`/admin/orders/${row.orderId}`} className="underline underline-offset-2">
      Order #{orderNumber(row.orderId)}
    </Link>
  ) : null;
  if (row.actor && order)
    return (
      <>
        {row.actor} · {order}
      </>
    );
  return order ?? <>{row.actor ?? 'Store'}</>;
}

export function StockHistory({ productId }: { productId: string }) {
  const headingId = useId();
  const history = useBrowserQuery({
    queryKey: stockHistoryKey(productId),
    queryFn: ({ signal }) => fetchStockHistory(productId, signal),
  });
  const [shown, setShown] = useState('');
  const rows = history.data?.movements ?? [];
  const sizes = [...new Set(rows.map(sizeLabel))].sort();
  const visible = shown ? rows.filter((r) => sizeLabel(r) === shown) : rows;

  return (
    <section aria-labelledby={headingId} className="space-y-4 border border-line bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {PRODUCT_TEXT.stockHistoryTitle}
          </h2>
          <p className="text-sm text-muted">{PRODUCT_TEXT.stockHistoryIntro}</p>
        </div>
        {sizes.length > 1 ? (
          <div className="w-48">
            <SelectField label={PRODUCT_TEXT.stockHistorySize} value={shown} onChange={(e) => setShown(e.target.value)}>
              <option value="">{PRODUCT_TEXT.stockHistoryAllSizes}</option>
              {sizes.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </SelectField>
          </div>
        ) : null}
      </div>
      {history.status === 'pending' ? (
        <SkeletonRows count={3} label="Loading the stock history" />
      ) : history.status === 'error' ? (
        <ErrorState
          title={PRODUCT_TEXT.stockHistoryFailed}
          message={errorText(history.error, PRODUCT_TEXT.stockHistoryFailed)}
          onRetry={() => void history.refetch()}
        />
      ) : visible.length === 0 ? (
        <p className="text-sm text-muted">{PRODUCT_TEXT.stockHistoryEmpty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table aria-labelledby={headingId} className="w-full text-left text-sm">
            <thead className="border-b border-line bg-neutral-50 text-xs uppercase tracking-[0.12em] text-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  When
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Size
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Change
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Stock after
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Why
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  By
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {visible.map((row, i) => (
                <tr key={`${row.at}-${i}`}>
                  <td className="whitespace-nowrap px-3 py-2">
                    <time dateTime={row.at}>{adminDateTime(row.at)}</time>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">{sizeLabel(row)}</td>
                  <td
                    className={`px-3 py-2 text-right tabular-nums ${row.delta < 0 ? 'text-red-700' : 'text-emerald-700'}`}
                  >
                    {signed(row.delta)}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.stockAfter}</td>
                  <td className="px-3 py-2">{STOCK_REASON_LABELS[row.reason]}</td>
                  <td className="break-all px-3 py-2">
                    <Cause row={row} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
