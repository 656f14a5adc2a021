import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { Dialog } from 'radix-ui';
import { useEffect, type ReactNode, type RefObject } from 'react';
import { Button } from '#app/components/ui/button.tsx';

/** Where the sidebar takes over from the drawer (the SPEC's mobile layout is below 1024 px). */
const DESKTOP = '(min-width: 1024px)';

/**
 * The filters on small screens: a modal drawer from the left. Loaded on first open, so
 * the dialog code is not part of the page's first load.
 */
export default function FiltersDrawer({
  onClose,
  returnFocusTo,
  resultText,
  onClear,
  children,
}: {
  onClose: () => void;
  /** The button that opened the drawer: focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** E.g. "Show 12 products". */
  resultText: string;
  /** Absent when there is nothing to clear. */
  onClear?: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  // Turning a tablet to landscape shows the sidebar: the drawer has no reason to stay.
  useEffect(() => {
    const media = window.matchMedia(DESKTOP);
    const close = () => {
      if (media.matches) onClose();
    };
    media.addEventListener('change', close);
    return () => media.removeEventListener('change', close);
  }, [onClose]);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Opened without a Dialog.Trigger (the dialog loads on demand), so say where focus returns.
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(100%,24rem)] flex-col bg-white shadow-xl focus:outline-none"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-5">
            <Dialog.Title className="text-sm font-semibold uppercase tracking-[0.2em]">
              <Trans>Filters</Trans>
            </Dialog.Title>
            <Dialog.Close
              className="-mr-2 inline-flex size-10 items-center justify-center hover:opacity-60"
              aria-label={t`Close filters`}
            >
              <Icon node={X} aria-hidden="true" className="size-5" strokeWidth={1.5} />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 pt-5 pb-8 [&_fieldset:first-of-type]:border-t-0 [&_fieldset:first-of-type]:pt-0">
            {children}
          </div>
          <div className="flex shrink-0 gap-3 border-t border-line p-4">
            {onClear ? (
              <Button variant="secondary" className="flex-1 whitespace-nowrap px-3 tracking-[0.12em]" onClick={onClear}>
                <Trans>Clear all</Trans>
              </Button>
            ) : null}
            <Dialog.Close asChild>
              <Button className="flex-[2] whitespace-nowrap px-3 tracking-[0.12em]">{resultText}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
