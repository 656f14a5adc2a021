/**
 * A question asked in a toast with two buttons (SPEC §5: deleting a review asks with
 * Delete and Cancel). It stays until answered — a confirmation that timed out would
 * answer for the shopper — and Cancel has the focus, so Enter or Escape never deletes.
 */
import { useEffect, useRef } from 'react';
import { Button, buttonStyles } from '#app/components/ui/button.tsx';
import { withToastLibrary } from './notify';

export interface ConfirmOptions {
  confirmLabel?: string;
  cancelLabel?: string;
}

let counter = 0;

/** Resolves true when the shopper confirms, false when they cancel. */
export function confirmToast(
  message: string,
  { confirmLabel = 'Delete', cancelLabel = 'Cancel' }: ConfirmOptions = {},
): Promise<boolean> {
  const id = `confirm-${++counter}`;
  return new Promise((resolve) => {
    withToastLibrary(({ toast }) => {
      const answer = (confirmed: boolean) => {
        toast.dismiss(id);
        resolve(confirmed);
      };
      toast.custom(
        () => <ConfirmCard message={message} confirmLabel={confirmLabel} cancelLabel={cancelLabel} onAnswer={answer} />,
        { id, duration: Infinity },
      );
    });
  });
}

function ConfirmCard({
  message,
  confirmLabel,
  cancelLabel,
  onAnswer,
}: {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onAnswer: (confirmed: boolean) => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-label={message}
      className="border border-line bg-white px-5 py-4 text-sm text-ink shadow-lg"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onAnswer(false);
      }}
    >
      <p>{message}</p>
      <div className="mt-3 flex justify-end gap-3">
        <button
          ref={cancel}
          type="button"
          className={buttonStyles({ variant: 'secondary' })}
          onClick={() => onAnswer(false)}
        >
          {cancelLabel}
        </button>
        <Button onClick={() => onAnswer(true)}>{confirmLabel}</Button>
      </div>
    </div>
  );
}
