import { AlertTriangle, Inbox, RotateCw } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import type { ReactNode } from 'react';
import { Button } from '#app/components/ui/button.tsx';

/** `count` grey placeholder rows while a list loads (SPEC §9: five for orders, six for coupons). */
export function SkeletonRows({ count, label = 'Loading' }: { count: number; label?: string }) {
  return (
    <div role="status" aria-label={label} className="divide-y divide-line border border-line bg-white">
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          data-testid="skeleton-row"
          className="flex animate-pulse items-center gap-4 px-4 py-5"
          aria-hidden="true"
        >
          <div className="h-4 w-1/4 rounded bg-neutral-200" />
          <div className="h-4 w-1/3 rounded bg-neutral-100" />
          <div className="ml-auto h-8 w-24 rounded bg-neutral-100" />
        </div>
      ))}
    </div>
  );
}

/** A list that could not load: the SPEC title ('Error Loading Orders'), the reason and 'Try Again'. */
export function ErrorState({ title, message, onRetry }: { title: string; message?: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center border border-line bg-white px-6 py-14 text-center">
      <Icon node={AlertTriangle} aria-hidden="true" className="size-8 text-sale" strokeWidth={1.5} />
      <h2 className="mt-4 text-base font-semibold">{title}</h2>
      {message ? <p className="mt-1 max-w-md text-sm text-muted">{message}</p> : null}
      <Button variant="secondary" className="mt-6" onClick={onRetry}>
        <Icon node={RotateCw} aria-hidden="true" className="size-3.5" /> Try Again
      </Button>
    </div>
  );
}

/** A list with nothing to show: the SPEC title ('No Orders Found') and why, with an optional action. */
export function EmptyState({ title, message, action }: { title: string; message: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center border border-dashed border-neutral-300 bg-white px-6 py-14 text-center">
      <Icon node={Inbox} aria-hidden="true" className="size-8 text-neutral-400" strokeWidth={1.5} />
      <h2 className="mt-4 text-base font-semibold">{title}</h2>
      <p className="mt-1 text-sm text-muted">{message}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
