import { X } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '#app/components/ui/cx.ts';

/**
 * The back office's modal: a titled panel over the screen, focus kept inside, Escape and
 * the close button dismiss it (unless `busy`, so a save in flight is not abandoned).
 */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  busy = false,
  wide = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  busy?: boolean;
  /** Wider panel for detail views (e.g. an order's items). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className={cx(
            'fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col bg-white shadow-xl focus:outline-none',
            wide ? 'max-w-3xl' : 'max-w-lg',
          )}
          // Without a description the title alone names the dialog.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
            <div>
              <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
              {description !== undefined ? (
                <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              disabled={busy}
              className="-mr-2 inline-flex size-9 shrink-0 items-center justify-center hover:bg-neutral-100 disabled:opacity-40"
              aria-label="Close"
            >
              <Icon node={X} aria-hidden="true" className="size-4" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-6 py-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
