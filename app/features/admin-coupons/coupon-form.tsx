import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/form-fields';
import { ApiError, errorText } from '../../lib/api';
import type { ApiCoupon } from '../../../domain/api-answers';
import type { CouponScope, CouponType } from '../../../domain/coupons';
import { AdminDialog } from '../admin';
import { notify } from '../toast';
import { checkDraft, draftFromCoupon, EMPTY_DRAFT, errorMessages, fieldsClearedBy, localDay, type CouponDraft, type DraftErrors, type DraftField } from './coupon-draft';
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
      description={coupon ? `Changes apply to carts priced from now on.` : 'A code shoppers type at the cart, or an automatic discount.'}
      busy={busy}
    >
      {/* Keyed so each opening starts from its own draft. */}
      {open ? <CouponForm key={coupon?._id ?? 'new'} coupon={coupon} currency={currency} onDone={onClose} onBusyChange={setBusy} /> : null}
    </AdminDialog>
  );
}

function CouponForm({ coupon, currency, onDone, onBusyChange }: { coupon: ApiCoupon | null; currency: string; onDone: () => void; onBusyChange: (busy: boolean) => void }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CouponDraft>(() => (coupon ? draftFromCoupon(coupon) : EMPTY_DRAFT));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const today = localDay(new Date());

  const save = useMutation({
    mutationFn: (payload: Record<string, unknown>) => (coupon ? updateCoupon(coupon._id, payload) : createCoupon(payload)),
    onSuccess: async () => {
      notify.success(coupon ? COUPON_TEXT.updated : COUPON_TEXT.created);
      await queryClient.invalidateQueries({ queryKey: COUPONS_QUERY_KEY });
      onDone();
    },
    onError: (error) => {
      // The server's message (a duplicate code, a field it refused), else the SPEC default.
      if (error instanceof ApiError) setErrors(pickDraftErrors(error.fieldErrors));
      setFormError(errorText(error, coupon ? COUPON_TEXT.updateFailed : COUPON_TEXT.createFailed));
      setAttempt((n) => n + 1);
    },
  });

  useEffect(() => onBusyChange(save.isPending), [save.isPending, onBusyChange]);

  // After a refused save, the first field to fix gets the focus.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function set<F extends DraftField>(field: F, value: CouponDraft[F]) {
    setDraft((d) => ({ ...d, [field]: value }));
    // SPEC §5: a field's message clears as soon as that field is edited.
    setErrors((current) => {
      const next = { ...current };
      for (const f of fieldsClearedBy(field)) delete next[f];
      return next;
    });
    setFormError(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const result = checkDraft(draft, { today, editing: coupon });
    if (!result.ok) {
      setErrors(result.errors);
      setFormError(null);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(result.payload);
  }

  const messages = errorMessages(errors);
  const summary = formError ?? (messages.length > 0 ? COUPON_TEXT.fixErrors : null);
  const isPercentage = draft.type === 'percentage';

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
      <div role="alert" className={summary ? 'border-l-2 border-sale bg-red-50 px-4 py-3 text-sm text-sale' : undefined}>
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
        <input type="checkbox" checked={draft.isGlobal} onChange={(e) => set('isGlobal', e.target.checked)} className="mt-0.5 size-4 accent-ink" />
        <span>
          <span className="font-medium">Global discount</span>
          <span className="block text-muted">Applies by itself to every cart that meets its conditions; shoppers type no code.</span>
        </span>
      </label>

      {draft.isGlobal ? null : (
        <TextField
          label="Coupon code"
          value={draft.code}
          onChange={(e) => set('code', e.target.value)}
          error={errors.code}
          hint="Letters, digits, hyphens and underscores; saved in capitals."
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
        />
      )}

      <TextField label="Description" value={draft.description} onChange={(e) => set('description', e.target.value)} error={errors.description} maxLength={200} />

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Discount type" value={draft.type} onChange={(e) => set('type', e.target.value as CouponType)} error={errors.type}>
          <option value="percentage">Percentage (%)</option>
          <option value="fixed">Fixed amount ({currency})</option>
        </SelectField>
        <TextField
          label="Discount value"
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          value={draft.value}
          onChange={(e) => set('value', e.target.value)}
          error={errors.value}
          hint={isPercentage ? 'Percent off, up to 100.' : `Amount off in ${currency}.`}
        />
      </div>

      <SelectField label="Applies to" value={draft.appliesTo} onChange={(e) => set('appliesTo', e.target.value as CouponScope)} error={errors.appliesTo}>
        <option value="global">All products</option>
        <option value="category">A category</option>
        <option value="product">One product</option>
      </SelectField>
      {draft.appliesTo === 'category' ? <CategoryTargetField value={draft.target} onChange={(v) => set('target', v)} error={errors.target} /> : null}
      {draft.appliesTo === 'product' ? <ProductTargetField value={draft.target} onChange={(v) => set('target', v)} error={errors.target} /> : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Max uses"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={draft.maxUses}
          onChange={(e) => set('maxUses', e.target.value)}
          error={errors.maxUses}
          hint="Empty: no limit."
        />
        <TextField
          label="Minimum order value"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={draft.minOrderValue}
          onChange={(e) => set('minOrderValue', e.target.value)}
          error={errors.minOrderValue}
          hint={`In ${currency}; empty: any order.`}
        />
        {isPercentage ? (
          <TextField
            label="Maximum discount"
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            value={draft.maxDiscount}
            onChange={(e) => set('maxDiscount', e.target.value)}
            error={errors.maxDiscount}
            hint={`In ${currency}; empty: no cap.`}
          />
        ) : null}
        <TextField
          label="Expiry date"
          type="date"
          min={today}
          value={draft.expiresAt}
          onChange={(e) => set('expiresAt', e.target.value)}
          error={errors.expiresAt}
          hint="Works to the end of that day; empty: never expires."
        />
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? (coupon ? COUPON_TEXT.updating : COUPON_TEXT.creating) : coupon ? 'Update Coupon' : 'Create Coupon'}
        </Button>
      </div>
    </form>
  );
}

/** The server's per-field messages that belong to a form field. */
function pickDraftErrors(fieldErrors: Record<string, string>): DraftErrors {
  return Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => field in EMPTY_DRAFT)) as DraftErrors;
}
