import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { Button } from '#app/components/ui/button.tsx';

/**
 * "Clear cart" asks first: every line goes at once and a slip of the thumb would cost the
 * shopper their whole selection. Loaded when first asked. The native modal <dialog> keeps
 * focus inside, closes on Escape and gives focus back to the button that opened it; it opens
 * on "Keep items", the choice that loses nothing.
 */
export default function ClearCartDialog({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onClose}
      // A click on the dialog element itself is a click on the backdrop around the panel.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="m-auto w-[min(100vw-2rem,26rem)] bg-white p-6 text-ink backdrop:bg-black/40"
    >
      <h2 id={titleId} className="text-lg font-semibold uppercase tracking-[0.08em]">
        <Trans>Clear the cart?</Trans>
      </h2>
      <p id={textId} className="mt-3 text-sm leading-6 text-neutral-700">
        <Trans>Every item will be removed from your cart.</Trans>
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" autoFocus onClick={() => ref.current?.close()} className="h-11 px-5">
          <Trans>Keep items</Trans>
        </Button>
        <Button
          type="button"
          onClick={() => {
            onConfirm();
            ref.current?.close();
          }}
          className="h-11 px-5"
        >
          <Trans>Clear cart</Trans>
        </Button>
      </div>
    </dialog>
  );
}
