import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Megaphone } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useCallback, useEffect, useState } from 'react';
import type { AdminCategory } from '#domain/api-answer-schemas.ts';
import type { CategoryDiscountInput } from '#domain/category-discount-input.ts';
import { PRODUCT_FAILURES } from '#domain/product-input.ts';
import { Button } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { TextField } from '#app/components/ui/form-fields.tsx';
import { FormError } from '#app/components/ui/form-messages.tsx';
import { errorText } from '#app/lib/api.ts';
import { useForm, type Validator } from '#app/lib/use-form.ts';
import { AdminDialog, ConfirmDialog } from '#app/features/admin/index.ts';
import { notify } from '#app/features/toast/index.ts';
import {
  bannerFor,
  checkDraft,
  discountAmountText,
  draftDiscount,
  draftFor,
  localDateTime,
  type DiscountDraft,
} from './discount-display';
import { DISCOUNT_TEXT } from './discount-texts';
import { applyDiscount, CATEGORIES_KEY } from './discounts-api';

/** The "Apply discount" modal for one category; `categories` lets it foresee the home banner. */
export function DiscountFormDialog({
  category,
  categories,
  currency,
  onClose,
}: {
  /** The category being discounted; null while the dialog is closed. */
  category: AdminCategory | null;
  categories: readonly AdminCategory[];
  currency: string;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <AdminDialog
      open={category !== null}
      onOpenChange={(next) => !next && onClose()}
      title={category ? DISCOUNT_TEXT.dialogTitle(category.name) : ''}
      description={DISCOUNT_TEXT.dialogDescription}
      busy={busy}
    >
      {/* Keyed so each opening starts from its category's draft. */}
      {category ? (
        <DiscountForm
          key={category.name}
          category={category}
          categories={categories}
          currency={currency}
          onDone={onClose}
          onBusyChange={setBusy}
        />
      ) : null}
    </AdminDialog>
  );
}

function DiscountForm({
  category,
  categories,
  currency,
  onDone,
  onBusyChange,
}: {
  category: AdminCategory;
  categories: readonly AdminCategory[];
  currency: string;
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const queryClient = useQueryClient();
  // The form's own clock: read once when it opens, so typing never re-reads the time.
  const [openedAt] = useState(() => new Date());
  const [initial] = useState(() => draftFor(category, openedAt));
  // The shared schema (categoryDiscountInputSchema), through the draft's own reading of it.
  const validate = useCallback<Validator<DiscountDraft>>(
    async (draft) => {
      const checked = checkDraft(category.name, draft);
      return checked.ok ? { ok: true, values: draft } : { ok: false, errors: checked.errors };
    },
    [category.name],
  );
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    setSubmitError,
    clearErrors,
    formState: { errors },
  } = useForm<DiscountDraft>({ defaultValues: initial, validate });
  const [confirming, setConfirming] = useState<CategoryDiscountInput | null>(null);

  const save = useMutation({
    mutationFn: applyDiscount,
    onSuccess: async (answer) => {
      notify.success(`${answer.message}: ${answer.category.name}`);
      await queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
      onDone();
    },
    onError: (error) => {
      setConfirming(null);
      // The server's field messages under their fields (the first focused); its message above the buttons.
      setSubmitError(error, PRODUCT_FAILURES.applyCategoryDiscount);
      setError('root.server', { message: errorText(error, PRODUCT_FAILURES.applyCategoryDiscount) });
    },
  });

  useEffect(() => onBusyChange(save.isPending), [save.isPending, onBusyChange]);

  const submit = handleSubmit((values) => {
    const checked = checkDraft(category.name, values);
    if (!checked.ok) return;
    // Applying replaces the category's discount: ask first when it has one.
    if (category.discount) setConfirming(checked.input);
    else save.mutate(checked.input);
  });

  const draft: DiscountDraft = {
    kind: watch('kind'),
    percentage: watch('percentage'),
    flatAmount: watch('flatAmount'),
    expiresAt: watch('expiresAt'),
  };
  const checked = checkDraft(category.name, draft);
  const preview = checked.ok
    ? bannerFor(categories, currency, openedAt, { category: category.name, discount: draftDiscount(checked.input) })
    : null;

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-xs font-medium uppercase tracking-[0.15em]">{DISCOUNT_TEXT.kind}</legend>
        <div className="inline-flex border border-ink">
          {(['percentage', 'flatAmount'] as const).map((kind) => (
            <label
              key={kind}
              className={cx(
                'cursor-pointer px-4 py-2 text-xs font-medium uppercase tracking-[0.15em] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
                draft.kind === kind ? 'bg-ink text-white' : 'bg-white text-ink hover:bg-neutral-100',
              )}
            >
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={draft.kind === kind}
                onChange={() => {
                  // The kind changes which box counts: the other box's message goes.
                  clearErrors('percentage');
                  clearErrors('flatAmount');
                  setValue('kind', kind);
                }}
                className="sr-only"
              />
              {kind === 'percentage' ? DISCOUNT_TEXT.percentage : DISCOUNT_TEXT.flatAmount}
            </label>
          ))}
        </div>
      </fieldset>

      {draft.kind === 'percentage' ? (
        <TextField
          label={DISCOUNT_TEXT.percentageLabel}
          inputMode="numeric"
          error={errors.percentage?.message}
          {...register('percentage')}
          hint="A whole number from 1 to 100."
        />
      ) : (
        <TextField
          label={DISCOUNT_TEXT.flatAmountLabel(currency)}
          inputMode="decimal"
          error={errors.flatAmount?.message}
          {...register('flatAmount')}
          hint="Taken off each product's price, never below zero."
        />
      )}

      <TextField
        label={DISCOUNT_TEXT.expiresAt}
        type="datetime-local"
        min={localDateTime(openedAt)}
        error={errors.expiresAt?.message}
        hint={DISCOUNT_TEXT.expiresHint}
        {...register('expiresAt')}
      />

      <div className="border border-line bg-neutral-50 px-4 py-3 text-sm" aria-live="polite">
        <p className="flex items-center gap-2 text-xs font-medium uppercase tracking-[0.15em] text-muted">
          <Icon node={Megaphone} aria-hidden="true" className="size-3.5" /> {DISCOUNT_TEXT.bannerAfter}
        </p>
        {preview ? (
          <>
            <p className="mt-1 font-semibold" data-testid="banner-preview">
              {preview.text}
            </p>
            {preview.category !== category.name ? (
              <p className="mt-1 text-xs text-muted">{DISCOUNT_TEXT.bannerOther(preview.category)}</p>
            ) : null}
          </>
        ) : (
          <p className="mt-1 text-muted">Fill in the fields above to see it.</p>
        )}
      </div>

      <FormError message={errors.root?.server?.message} />

      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {DISCOUNT_TEXT.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? DISCOUNT_TEXT.saving : DISCOUNT_TEXT.save}
        </Button>
      </div>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={DISCOUNT_TEXT.replaceTitle}
        message={
          category.discount
            ? DISCOUNT_TEXT.replaceMessage(category.name, discountAmountText(category.discount, currency))
            : ''
        }
        confirmLabel={DISCOUNT_TEXT.replaceConfirm}
        busyLabel={DISCOUNT_TEXT.saving}
        busy={save.isPending}
        onConfirm={() => confirming && save.mutate(confirming)}
      />
    </form>
  );
}
