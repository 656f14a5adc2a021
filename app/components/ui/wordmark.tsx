import { STORE_NAME } from '#domain/store.ts';
import { cx } from './cx';

/** The store's name set as a logo; the negative margin cancels the tracking after the last letter. */
export function Wordmark({ className }: { className?: string }) {
  return <span className={cx('-mr-[0.35em] font-semibold uppercase tracking-[0.35em]', className)}>{STORE_NAME}</span>;
}
