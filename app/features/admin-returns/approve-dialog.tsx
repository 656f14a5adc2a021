import { RETURN_LIMITS } from '#domain/returns.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextAreaField } from '#app/components/ui/form-fields.tsx';
import { FormError } from '#app/components/ui/form-messages.tsx';
import { useForm } from '#app/lib/use-form.ts';
import type { StepBodies } from './returns-api';
import { RETURNS_TEXT } from './returns-text';
import { validateApproval, type ApprovalValues } from './return-validation';
import { StepDialog, type StepFrame } from './step-dialog';

/** Approving a request: the standard instructions are e-mailed, with the owner's note when written. */
export function ApproveDialog({
  number,
  open,
  onClose,
  onApprove,
}: {
  number: string;
  open: boolean;
  onClose: () => void;
  onApprove: (body: StepBodies['approve']) => Promise<unknown>;
}) {
  return (
    <StepDialog
      open={open}
      onClose={onClose}
      title={RETURNS_TEXT.approveTitle(number)}
      description={RETURNS_TEXT.approveDescription}
    >
      {(frame) => <ApproveForm {...frame} onApprove={onApprove} />}
    </StepDialog>
  );
}

function ApproveForm({
  onBusy,
  onDone,
  onApprove,
}: StepFrame & { onApprove: (body: StepBodies['approve']) => Promise<unknown> }) {
  const {
    register,
    handleSubmit,
    setSubmitError,
    formState: { errors, isSubmitting },
  } = useForm<ApprovalValues>({ defaultValues: { note: '' }, validate: validateApproval, mode: 'onTouched' });
  const submit = handleSubmit(async ({ note }) => {
    onBusy(true);
    try {
      // No note: the standard instructions alone.
      await onApprove(note ? { note } : {});
      onDone();
    } catch (error) {
      setSubmitError(error, RETURNS_TEXT.approveFailed);
    } finally {
      onBusy(false);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <TextAreaField
        label={RETURNS_TEXT.approveNote}
        hint={RETURNS_TEXT.approveNoteHint}
        rows={3}
        maxLength={RETURN_LIMITS.note}
        error={errors.note?.message}
        className="[&_textarea]:min-h-24"
        autoFocus
        {...register('note')}
      />
      <FormError message={errors.root?.server?.message} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          {RETURNS_TEXT.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? RETURNS_TEXT.approving : RETURNS_TEXT.approveConfirm}
        </Button>
      </div>
    </form>
  );
}
