import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { SelectField, TextField } from '#app/components/ui/form-fields.tsx';
import { errorText } from '#app/lib/api.ts';
import { useForm, type Validator } from '#app/lib/use-form.ts';
import type { ApiCoupon } from '#domain/api-answer-schemas.ts';
import { AdminDialog } from '#app/features/admin/index.ts';
import { notify } from '#app/features/toast/index.ts';
import {
  checkDraft,
  draftFromCoupon,
  EMPTY_DRAFT,
  errorMessages,
  fieldsClearedBy,
  localDay,
  type CouponDraft,
  type DraftErrors,
  type DraftField,
} from './coupon-draft';
import { CategoryTargetField, ProductTargetField } from './coupon-target-fields';
import { COUPON_TEXT } from './coupon-texts';
import { COUPONS_QUERY_KEY, createCoupon, updateCoupon } from './coupons-api';

/** The create/edit modal (SPEC §2): 'Create New Coupon' or 'Edit Coupon' with the coupon form. */
export function CouponFormDialog({
  open,
  coupon,
  currency,
  onClose,
}: {
  open: boolean;
  /** The coupon being edited; null to create one. */
  coupon: ApiCoupon | null;
  currency: string;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={coupon ? COUPON_TEXT.editTitle : COUPON_TEXT.createTitle}
      description={
        coupon
          ? `Changes apply to carts priced from now on.`
          : 'A code shoppers type at the cart, or an automatic discount.'
      }
      busy={busy}
    >
      {/* Keyed so each opening starts from its own draft. */}
      {open ? (
        <CouponForm
          key={coupon?._id ?? 'new'}
          coupon={coupon}
          currency={currency}
          onDone={onClose}
          onBusyChange={setBusy}
        />
      ) : null}
    </AdminDialog>
  );
}

function CouponForm({
  coupon,
  currency,
  onDone,
  onBusyChange,
}: {
  coupon: ApiCoupon | null;
  currency: string;
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [initial] = useState<CouponDraft>(() => (coupon ? draftFromCoupon(coupon) : EMPTY_DRAFT));
  const [today] = useState(() => localDay(new Date()));
  // The same schema as the server (domain/coupons), through the draft's own reading of it.
  const validate = useCallback<Validator<CouponDraft>>(
    async (draft) => {
      const checked = checkDraft(draft, { today, editing: coupon });
      return checked.ok ? { ok: true, values: draft } : { ok: false, errors: checked.errors };
    },
    [today, coupon],
  );
  // SPEC §5: a field's message clears as soon as that field is edited.
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    setSubmitError,
    clearErrors,
    formState: { errors },
  } = useForm<CouponDraft>({ defaultValues: initial, validate, mode: 'clearOnEdit' });

  const save = useMutation({
    mutationFn: (payload: Record<string, unknown>) =>
      coupon ? updateCoupon(coupon._id, payload) : createCoupon(payload),
    onSuccess: async () => {
      notify.success(coupon ? COUPON_TEXT.updated : COUPON_TEXT.created);
      await queryClient.invalidateQueries({ queryKey: COUPONS_QUERY_KEY });
      onDone();
    },
    onError: (error) => {
      // The server's message (a duplicate code, a field it refused), else the SPEC default;
      // its field messages under their fields, the first focused.
      const fallback = coupon ? COUPON_TEXT.updateFailed : COUPON_TEXT.createFailed;
      setSubmitError(error, fallback);
      setError('root.server', { message: errorText(error, fallback) });
    },
  });

  useEffect(() => onBusyChange(save.isPending), [save.isPending, onBusyChange]);

  /** A field and the ones it decides (the type decides the value's rule) lose their messages when it is edited. */
  const field = (name: DraftField) =>
    register(name, {
      onChange: () => {
        for (const f of fieldsClearedBy(name)) clearErrors(f);
        clearErrors('root');
      },
    });
  const setTarget = (value: string) => {
    setValue('target', value, { asChange: true });
    clearErrors('root');
  };

  const submit = handleSubmit((draft) => {
    if (save.isPending) return;
    const checked = checkDraft(draft, { today, editing: coupon });
    if (checked.ok) save.mutate(checked.payload);
  });

  const fieldErrors: DraftErrors = {};
  for (const name of Object.keys(EMPTY_DRAFT) as DraftField[]) {
    const message = errors[name]?.message;
    if (message) fieldErrors[name] = message;
  }
  const messages = errorMessages(fieldErrors);
  const formError = errors.root?.server?.message ?? null;
  const summary = formError ?? (messages.length > 0 ? COUPON_TEXT.fixErrors : null);
  const isGlobal = watch('isGlobal');
  const isPercentage = watch('type') === 'percentage';
  const appliesTo = watch('appliesTo');
  const target = watch('target');

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div
        role="alert"
        className={summary ? 'border-l-2 border-sale bg-red-50 px-4 py-3 text-sm text-sale' : undefined}
      >
        {summary ? <p>{summary}</p> : null}
        {!formError && messages.length > 0 ? (
          <ul className="mt-1 list-disc pl-5">
            {messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        ) : null}
      </div>

      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" {...field('isGlobal')} className="mt-0.5 size-4 accent-ink" />
        <span>
          <span className="font-medium">Global discount</span>
          <span className="block text-muted">
            Applies by itself to every cart that meets its conditions; shoppers type no code.
          </span>
        </span>
      </label>

      {isGlobal ? null : (
        <TextField
          label="Coupon code"
          error={fieldErrors.code}
          hint="Letters, digits, hyphens and underscores; saved in capitals."
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
          {...field('code')}
        />
      )}

      <TextField label="Description" error={fieldErrors.description} maxLength={200} {...field('description')} />

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Discount type" error={fieldErrors.type} {...field('type')}>
          <option value="percentage">Percentage (%)</option>
          <option value="fixed">Fixed amount ({currency})</option>
        </SelectField>
        <TextField
          label="Discount value"
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          error={fieldErrors.value}
          hint={isPercentage ? 'Percent off, up to 100.' : `Amount off in ${currency}.`}
          {...field('value')}
        />
      </div>

      <SelectField label="Applies to" error={fieldErrors.appliesTo} {...field('appliesTo')}>
        <option value="global">All products</option>
        <option value="category">A category</option>
        <option value="product">One product</option>
      </SelectField>
      {appliesTo === 'category' ? (
        <CategoryTargetField value={target} onChange={setTarget} error={fieldErrors.target} />
      ) : null}
      {appliesTo === 'product' ? (
        <ProductTargetField value={target} onChange={setTarget} error={fieldErrors.target} />
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Max uses"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={fieldErrors.maxUses}
          hint="Empty: no limit."
          {...field('maxUses')}
        />
        <TextField
          label="Minimum order value"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          error={fieldErrors.minOrderValue}
          hint={`In ${currency}; empty: any order.`}
          {...field('minOrderValue')}
        />
        {isPercentage ? (
          <TextField
            label="Maximum discount"
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            error={fieldErrors.maxDiscount}
            hint={`In ${currency}; empty: no cap.`}
            {...field('maxDiscount')}
          />
        ) : null}
        <TextField
          label="Expiry date"
          type="date"
          min={today}
          error={fieldErrors.expiresAt}
          hint="Works to the end of that day; empty: never expires."
          {...field('expiresAt')}
        />
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending
            ? coupon
              ? COUPON_TEXT.updating
              : COUPON_TEXT.creating
            : coupon
              ? 'Update Coupon'
              : 'Create Coupon'}
        </Button>
      </div>
    </form>
  );
}
