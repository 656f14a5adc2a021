import { ArrowDownRight, ArrowRight, ArrowUpRight, Minus } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StatsPeriodFigure } from '#domain/api-answer-schemas.ts';
import { cx } from '#app/components/ui/cx.ts';
import { changeText, type ChangeDirection } from './stats-format';
import { DASHBOARD_TEXT } from './stats-texts';

/** A dashboard part with its heading and, at the right, where to go for more. */
export function DashboardCard({
  title,
  id,
  more,
  className,
  children,
}: {
  title: string;
  id: string;
  more?: { to: string; label: string };
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cx('flex flex-col gap-4 border border-line bg-white p-4 sm:p-5', className)}
    >
      <header className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-sm font-semibold uppercase tracking-[0.15em]">
          {title}
        </h2>
        {more ? (
          <Link
            to={more.to}
            className="inline-flex items-center gap-1 text-xs font-medium underline-offset-4 hover:underline"
          >
            {more.label} <Icon node={ArrowRight} aria-hidden="true" className="size-3.5" />
          </Link>
        ) : null}
      </header>
      {children}
    </section>
  );
}

const CHANGE_STYLES: Record<ChangeDirection, string> = {
  up: 'text-emerald-700',
  down: 'text-sale',
  flat: 'text-muted',
  none: 'text-muted',
};

function ChangeIcon({ direction }: { direction: ChangeDirection }) {
  if (direction === 'up') return <Icon node={ArrowUpRight} aria-hidden="true" className="size-3.5" />;
  if (direction === 'down') return <Icon node={ArrowDownRight} aria-hidden="true" className="size-3.5" />;
  return <Icon node={Minus} aria-hidden="true" className="size-3.5" />;
}

/** One headline figure: its name, its value large, and how it moved (or a hint). */
export function FigureCard({
  label,
  value,
  change,
  hint,
}: {
  label: string;
  value: string;
  change?: { figure: StatsPeriodFigure; against: string };
  hint?: string;
}) {
  const moved = change ? changeText(change.figure) : null;
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-1 border border-line bg-white p-4">
      <p className="text-xs font-medium uppercase tracking-[0.12em] text-muted">{label}</p>
      <p className="text-2xl font-semibold tabular-nums tracking-tight">{value}</p>
      {change && moved ? (
        <p className={cx('flex items-center gap-1 text-xs', CHANGE_STYLES[moved.direction])}>
          {moved.text === null ? (
            <span className="text-muted">{DASHBOARD_TEXT.noPrevious}</span>
          ) : (
            <>
              <ChangeIcon direction={moved.direction} />
              <span className="font-medium">{moved.text}</span> <span className="text-muted">{change.against}</span>
            </>
          )}
        </p>
      ) : hint ? (
        <p className="text-xs text-muted">{hint}</p>
      ) : null}
    </div>
  );
}
