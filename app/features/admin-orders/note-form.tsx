import { useQueryClient } from '@tanstack/react-query';
import type { OrderPageAnswer } from '#domain/api-answer-schemas.ts';
import { isSafeText } from '#domain/input-checks.ts';
import { NOTE_LIMITS, NOTE_TEXT } from '#domain/order-notes.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextAreaField } from '#app/components/ui/form-fields.tsx';
import { FormError } from '#app/components/ui/form-messages.tsx';
import { useForm, type Validator } from '#app/lib/use-form.ts';
import { notify } from '#app/features/toast/index.ts';
import { ORDER_PAGE_TEXT } from './order-page-text';
import { postOrderNote } from './orders-api';
import { orderPageKey } from './order-keys';

type NoteDraft = { text: string };

/** The same rules as the API's orderNoteInputSchema, without loading zod for one field; defined once, so the form's settings never change. */
const checkNote: Validator<NoteDraft> = async ({ text }) => {
  const note = text.trim();
  if (note.length < NOTE_LIMITS.min) return { ok: false, errors: { text: NOTE_TEXT.required } };
  if (note.length > NOTE_LIMITS.max) return { ok: false, errors: { text: NOTE_TEXT.tooLong } };
  if (!isSafeText(note, { multiline: true })) return { ok: false, errors: { text: NOTE_TEXT.unsafe } };
  return { ok: true, values: { text: note } };
};

/** An internal note for the order's timeline: only the store's staff ever read it. */
export function NoteForm({ orderId }: { orderId: string }) {
  const client = useQueryClient();
  const {
    register,
    handleSubmit,
    setValue,
    setSubmitError,
    formState: { errors, isSubmitting },
  } = useForm<NoteDraft>({ defaultValues: { text: '' }, validate: checkNote });
  const submit = handleSubmit(async ({ text }) => {
    try {
      const timeline = await postOrderNote(orderId, text);
      client.setQueryData<OrderPageAnswer>(orderPageKey(orderId), (page) => (page ? { ...page, timeline } : page));
      setValue('text', '');
      notify.success(NOTE_TEXT.added);
    } catch (error) {
      setSubmitError(error, NOTE_TEXT.addFailed);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <TextAreaField
        label="Note"
        rows={3}
        maxLength={NOTE_LIMITS.max}
        hint={ORDER_PAGE_TEXT.noteHint}
        error={errors.text?.message}
        className="[&_textarea]:min-h-24"
        {...register('text')}
      />
      <FormError message={errors.root?.server?.message} />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? ORDER_PAGE_TEXT.addingNote : ORDER_PAGE_TEXT.addNote}
        </Button>
      </div>
    </form>
  );
}
