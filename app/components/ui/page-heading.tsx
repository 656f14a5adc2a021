import type { ReactNode } from 'react';
import { cx } from './cx';

/** A page's h1 with an optional small label above and a lead line below. */
export function PageHeading({
  title,
  eyebrow,
  children,
  className,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <header className={cx('mb-8 border-b border-line pb-6 lg:mb-12 lg:pb-8', className)}>
      {eyebrow ? <p className="mb-3 text-xs uppercase tracking-[0.25em] text-muted">{eyebrow}</p> : null}
      <h1 className="text-3xl font-semibold uppercase tracking-[0.08em] lg:text-4xl">{title}</h1>
      {children ? <div className="mt-3 max-w-2xl text-sm leading-6 text-muted lg:text-base">{children}</div> : null}
    </header>
  );
}
