import type { ElementType, ReactNode } from 'react';
import { cx } from './cx';

/** The store's content column: at most 1400px wide, with the page gutters. */
export function PageContainer({
  as: Tag = 'div',
  className,
  children,
}: {
  as?: ElementType;
  className?: string;
  children: ReactNode;
}) {
  return <Tag className={cx('mx-auto w-full max-w-[1400px] px-4 lg:px-8', className)}>{children}</Tag>;
}
