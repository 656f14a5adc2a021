import { Button } from '#app/components/ui/button.tsx';
import { FormError } from '#app/components/ui/form-messages.tsx';
import { useForm } from '#app/lib/use-form.ts';
import type { StepBodies } from './returns-api';
import { RETURNS_TEXT } from './returns-text';
import { validateReceipt, type ReceiptValues } from './return-validation';
import { StepDialog, type StepFrame } from './step-dialog';

/**
 * Receiving an approved return's parcel: its units are refunded (the amount is shown before
 * confirming, as the server computes it) and, unless unticked, put back in stock, in one step.
 */
export function ReceiveDialog({
  number,
  amount,
  open,
  onClose,
  onReceive,
}: {
  number: string;
  /** What receiving refunds, in the order's currency. */
  amount: string;
  open: boolean;
  onClose: () => void;
  onReceive: (body: StepBodies['receive']) => Promise<unknown>;
}) {
  return (
    <StepDialog
      open={open}
      onClose={onClose}
      title={RETURNS_TEXT.receiveTitle(number)}
      description={RETURNS_TEXT.receiveDescription}
    >
      {(frame) => <ReceiveForm {...frame} amount={amount} onReceive={onReceive} />}
    </StepDialog>
  );
}

function ReceiveForm({
  onBusy,
  onDone,
  amount,
  onReceive,
}: StepFrame & { amount: string; onReceive: (body: StepBodies['receive']) => Promise<unknown> }) {
  const {
    register,
    handleSubmit,
    setSubmitError,
    formState: { errors, isSubmitting },
  } = useForm<ReceiptValues>({ defaultValues: { restock: true }, validate: validateReceipt });
  const submit = handleSubmit(async ({ restock }) => {
    onBusy(true);
    try {
      await onReceive({ restock });
      onDone();
    } catch (error) {
      setSubmitError(error, RETURNS_TEXT.receiveFailed);
    } finally {
      onBusy(false);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p className="flex justify-between gap-4 border-b border-line pb-3 text-sm font-semibold">
        <span>{RETURNS_TEXT.receiveAmount}</span>
        <span className="tabular-nums" data-testid="receive-amount">
          {amount}
        </span>
      </p>
      <label className="flex items-center gap-3 text-sm">
        <input type="checkbox" className="size-4 accent-ink" defaultChecked autoFocus {...register('restock')} />
        {RETURNS_TEXT.receiveRestock}
      </label>
      <FormError message={errors.restock?.message ?? errors.root?.server?.message} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          {RETURNS_TEXT.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? RETURNS_TEXT.receiving : RETURNS_TEXT.receiveConfirm(amount)}
        </Button>
      </div>
    </form>
  );
}
