import { BarChart3, Download, Table2 } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useId, useState, type ReactNode } from 'react';
import { cx } from '#app/components/ui/cx.ts';
import { downloadCsv, toCsv } from '#app/lib/csv.ts';
import { ErrorState } from '#app/features/admin/index.ts';
import { notify } from '#app/features/toast/index.ts';
import type { StatsColumn } from './stats-format';
import { StatsTable } from './stats-table';
import { STAT_TEXT } from './stats-texts';

export type PanelView = 'chart' | 'table';

const SMALL_BUTTON =
  'inline-flex h-8 items-center gap-1.5 px-2.5 text-xs font-medium focus-visible:outline-2 focus-visible:outline-offset-2';

/** Where a panel's figures are: on their way, failed, or here. */
export type PanelState =
  { status: 'loading' } | { status: 'error'; message: string; retry: () => void } | { status: 'ready' };

/**
 * One statistics figure: its title and headline, a chart or the same figures as a table
 * (the owner's choice), and its CSV export. With nothing to show it says so instead of
 * drawing an empty chart.
 */
export function StatsPanel<Row>({
  title,
  headline,
  state,
  rows,
  columns,
  fileName,
  chart,
  emptyText,
  className,
}: {
  title: string;
  headline?: ReactNode;
  state: PanelState;
  rows: readonly Row[];
  columns: readonly StatsColumn<Row>[];
  fileName: string;
  chart: ReactNode;
  /** Shown instead of the chart and table when there is nothing to show; null when an all-zero chart still says something. */
  emptyText: string | null;
  className?: string;
}) {
  const headingId = useId();
  const [view, setView] = useState<PanelView>('chart');
  const ready = state.status === 'ready';
  const empty = ready && emptyText !== null;

  function exportCsv() {
    downloadCsv(fileName, toCsv(rows, columns));
    notify.success(STAT_TEXT.exported(title));
  }

  return (
    <section
      aria-labelledby={headingId}
      className={cx('flex flex-col gap-4 border border-line bg-white p-4 sm:p-5', className)}
      aria-busy={state.status === 'loading'}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-sm font-semibold uppercase tracking-[0.15em]">
            {title}
          </h2>
          {ready && headline ? <div className="mt-1 text-sm text-muted">{headline}</div> : null}
        </div>
        <div className="flex items-center gap-2">
          <div role="group" aria-label={STAT_TEXT.viewOf(title)} className="flex border border-line">
            <ViewButton
              pressed={view === 'chart'}
              onClick={() => setView('chart')}
              label={STAT_TEXT.chart}
              icon={<Icon node={BarChart3} aria-hidden="true" className="size-3.5" />}
            />
            <ViewButton
              pressed={view === 'table'}
              onClick={() => setView('table')}
              label={STAT_TEXT.table}
              icon={<Icon node={Table2} aria-hidden="true" className="size-3.5" />}
            />
          </div>
          <button
            type="button"
            onClick={exportCsv}
            disabled={!ready || rows.length === 0}
            aria-label={`${STAT_TEXT.exportCsv}: ${title}`}
            className={cx(
              SMALL_BUTTON,
              'border border-line bg-white text-ink hover:border-ink disabled:pointer-events-none disabled:opacity-50',
            )}
          >
            <Icon node={Download} aria-hidden="true" className="size-3.5" /> CSV
          </button>
        </div>
      </header>
      {state.status === 'loading' ? (
        <div role="status" aria-label={STAT_TEXT.loading(title)} className="h-48 animate-pulse bg-neutral-100" />
      ) : state.status === 'error' ? (
        <ErrorState title={STAT_TEXT.loadError} message={state.message} onRetry={state.retry} />
      ) : empty ? (
        <p className="border border-dashed border-neutral-300 px-4 py-10 text-center text-sm text-muted">{emptyText}</p>
      ) : view === 'chart' ? (
        chart
      ) : (
        <StatsTable caption={title} rows={rows} columns={columns} />
      )}
    </section>
  );
}

function ViewButton({
  pressed,
  onClick,
  label,
  icon,
}: {
  pressed: boolean;
  onClick: () => void;
  label: string;
  icon: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cx(SMALL_BUTTON, pressed ? 'bg-ink text-white' : 'bg-white text-ink hover:bg-neutral-100')}
    >
      {icon} {label}
    </button>
  );
}
