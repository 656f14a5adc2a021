import { cx } from './cx';

/** One label/amount row of a money summary (inside a <dl>); amounts line up by their digits. */
export function SummaryRow({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={cx('flex items-baseline justify-between gap-4', className)}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
