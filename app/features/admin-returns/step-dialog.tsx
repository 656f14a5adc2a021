import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { AdminDialog } from '#app/features/admin/index.ts';
import { preloadReturnSchemas } from './return-validation';

/** What a step's form is given by its dialog. */
export interface StepFrame {
  /** While the step is on its way the dialog cannot be dismissed (a refund is not left half-seen). */
  onBusy: (busy: boolean) => void;
  /** The step was made: close. */
  onDone: () => void;
}

/**
 * The frame of a return's step: the back office's dialog with a new form for each opening,
 * so a refused try leaves no message or text behind the next time it opens.
 */
export function StepDialog({
  open,
  onClose,
  title,
  description,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  children: (frame: StepFrame) => ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [opening, setOpening] = useState(0);
  const close = () => {
    onClose();
    setOpening((n) => n + 1);
  };
  useEffect(() => {
    if (open) preloadReturnSchemas();
  }, [open]);
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      busy={busy}
      title={title}
      description={description}
    >
      {open ? <Fragment key={opening}>{children({ onBusy: setBusy, onDone: close })}</Fragment> : null}
    </AdminDialog>
  );
}
