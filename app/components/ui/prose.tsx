import type { ReactNode } from 'react';
import { cx } from './cx';

/** Readable long-form text (policies, about): measured line length and spaced headings. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cx(
        'max-w-3xl text-[15px] leading-7 text-neutral-700',
        '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-sm [&_h2]:font-semibold [&_h2]:uppercase [&_h2]:tracking-[0.15em] [&_h2]:text-ink',
        '[&_p]:mb-4 [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5',
        '[&_a]:text-ink [&_a]:underline [&_a]:underline-offset-4 [&_strong]:font-semibold [&_strong]:text-ink',
        className,
      )}
    >
      {children}
    </div>
  );
}
