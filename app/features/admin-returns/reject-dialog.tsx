import { RETURN_LIMITS } from '#domain/returns.ts';
import { Button, buttonStyles } from '#app/components/ui/button.tsx';
import { TextAreaField } from '#app/components/ui/form-fields.tsx';
import { FormError } from '#app/components/ui/form-messages.tsx';
import { useForm } from '#app/lib/use-form.ts';
import type { StepBodies } from './returns-api';
import { RETURNS_TEXT } from './returns-text';
import { validateRejection, type RejectionValues } from './return-validation';
import { StepDialog, type StepFrame } from './step-dialog';

/** Rejecting a request, or an approved return whose parcel is not as the policy asks: the reason is required and e-mailed. */
export function RejectDialog({
  number,
  open,
  onClose,
  onReject,
}: {
  number: string;
  open: boolean;
  onClose: () => void;
  onReject: (body: StepBodies['reject']) => Promise<unknown>;
}) {
  return (
    <StepDialog
      open={open}
      onClose={onClose}
      title={RETURNS_TEXT.rejectTitle(number)}
      description={RETURNS_TEXT.rejectDescription}
    >
      {(frame) => <RejectForm {...frame} onReject={onReject} />}
    </StepDialog>
  );
}

function RejectForm({
  onBusy,
  onDone,
  onReject,
}: StepFrame & { onReject: (body: StepBodies['reject']) => Promise<unknown> }) {
  const {
    register,
    handleSubmit,
    setSubmitError,
    formState: { errors, isSubmitting },
  } = useForm<RejectionValues>({ defaultValues: { reason: '' }, validate: validateRejection, mode: 'onTouched' });
  const submit = handleSubmit(async ({ reason }) => {
    onBusy(true);
    try {
      await onReject({ reason });
      onDone();
    } catch (error) {
      setSubmitError(error, RETURNS_TEXT.rejectFailed);
    } finally {
      onBusy(false);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <TextAreaField
        label={RETURNS_TEXT.rejectReason}
        rows={3}
        maxLength={RETURN_LIMITS.rejection}
        required
        error={errors.reason?.message}
        className="[&_textarea]:min-h-24"
        autoFocus
        {...register('reason')}
      />
      <FormError message={errors.root?.server?.message} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          {RETURNS_TEXT.cancel}
        </Button>
        {/* Red like the back office's other confirmations of what cannot be undone. */}
        <button
          type="submit"
          disabled={isSubmitting}
          className={buttonStyles({ className: 'border-sale bg-sale hover:bg-red-800' })}
        >
          {isSubmitting ? RETURNS_TEXT.rejecting : RETURNS_TEXT.rejectConfirm}
        </button>
      </div>
    </form>
  );
}
