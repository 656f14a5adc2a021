import { cx } from '#app/components/ui/cx.ts';
import type { StatsColumn } from './stats-format';

/**
 * A statistics figure as a table: the same columns its CSV file has. Long tables (a year
 * by day) scroll inside their panel with the header kept in view; the scrolling region is
 * focusable so a keyboard can scroll it too.
 */
export function StatsTable<Row>({
  caption,
  rows,
  columns,
}: {
  caption: string;
  rows: readonly Row[];
  columns: readonly StatsColumn<Row>[];
}) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={`${caption}, table`}
      className="max-h-96 overflow-auto border border-line focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-neutral-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cx(
                  'border-b border-line px-3 py-2 text-xs font-medium uppercase tracking-wider text-muted',
                  column.numeric ? 'text-right' : 'text-left',
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row, i) => (
            <tr key={i}>
              {columns.map((column, c) => {
                const text = column.shown ? column.shown(row) : String(column.value(row) ?? '');
                return c === 0 ? (
                  <th key={column.header} scope="row" className="px-3 py-2 text-left font-normal">
                    {text}
                  </th>
                ) : (
                  <td key={column.header} className={cx('px-3 py-2', column.numeric && 'text-right tabular-nums')}>
                    {text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
