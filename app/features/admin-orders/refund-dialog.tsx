import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { OrderPageAnswer } from '#domain/api-answer-schemas.ts';
import { toCents } from '#domain/money.ts';
import { orderNumber } from '#domain/orders.ts';
import { REFUND_LIMITS } from '#domain/refunds.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextAreaField, TextField } from '#app/components/ui/form-fields.tsx';
import { FormError } from '#app/components/ui/form-messages.tsx';
import { newIdempotencyKey } from '#app/lib/idempotency-key.ts';
import { useForm, type Validator } from '#app/lib/use-form.ts';
import { AdminDialog, adminMoney } from '#app/features/admin/index.ts';
import { notify } from '#app/features/toast/index.ts';
import { ORDER_PAGE_TEXT } from './order-page-text';
import { postRefund } from './orders-api';
import {
  checkRefundDraft,
  emptyRefundDraft,
  quantityField,
  refundableOrder,
  refundInput,
  refundPlan,
  type RefundDraft,
} from './refund-form';
import { orderPageKey } from './order-keys';

/**
 * Refunding lines, units and the shipping of a paid order (decision 0050): each opening is a
 * new refund with its own idempotency key, so a double click or a retried request after a
 * network error refunds once.
 */
export function RefundDialog({ page, open, onClose }: { page: OrderPageAnswer; open: boolean; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  // A new form (and key) for each opening.
  const [opening, setOpening] = useState(0);
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          onClose();
          setOpening((n) => n + 1);
        }
      }}
      busy={busy}
      wide
      title={ORDER_PAGE_TEXT.refundTitle(orderNumber(page.order._id))}
      description={ORDER_PAGE_TEXT.refundDescription}
    >
      {open ? (
        <RefundForm
          key={opening}
          page={page}
          onBusy={setBusy}
          onDone={() => {
            onClose();
            setOpening((n) => n + 1);
          }}
        />
      ) : null}
    </AdminDialog>
  );
}

function RefundForm({
  page,
  onBusy,
  onDone,
}: {
  page: OrderPageAnswer;
  onBusy: (busy: boolean) => void;
  onDone: () => void;
}) {
  const client = useQueryClient();
  const { order } = page;
  const [idempotencyKey] = useState(newIdempotencyKey);
  const refundable = useMemo(() => refundableOrder(page), [page]);
  const name = useCallback(
    (itemId: string) => {
      const item = order.items.find((i) => i._id === itemId);
      return item ? `${item.product.name} (${item.variant.color}, ${item.variant.size})` : itemId;
    },
    [order.items],
  );
  const validate = useCallback<Validator<RefundDraft>>(
    async (draft) => checkRefundDraft(refundable, draft, order.currency, name),
    [refundable, order.currency, name],
  );
  const {
    register,
    handleSubmit,
    watch,
    setSubmitError,
    formState: { errors, isSubmitting },
  } = useForm<RefundDraft>({ defaultValues: emptyRefundDraft(refundable), validate, mode: 'onTouched' });
  // Read every field so the amount follows each change.
  const draft: RefundDraft = {
    reason: '',
    shipping: watch('shipping'),
    restock: false,
    ...Object.fromEntries(refundable.lines.map((l) => [quantityField(l.id), watch(quantityField(l.id))])),
  };
  const plan = refundPlan(refundable, draft, order.currency, name);
  const amount = adminMoney(plan.ok ? plan.amountCents : 0, order.currency);

  const submit = handleSubmit(async (checked) => {
    onBusy(true);
    try {
      await postRefund(order._id, refundInput(refundable, checked, idempotencyKey));
      await client.invalidateQueries({ queryKey: orderPageKey(order._id) });
      notify.success(ORDER_PAGE_TEXT.refunded);
      onDone();
    } catch (error) {
      setSubmitError(error, ORDER_PAGE_TEXT.refundFailed);
    } finally {
      onBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <ul className="divide-y divide-line" aria-label="Lines to refund">
        {order.items.map((item, i) => {
          const line = refundable.lines[i]!;
          const left = line.quantity - line.refundedQuantity;
          return (
            <li key={item._id} className="flex flex-wrap items-end justify-between gap-3 py-2">
              <span className="text-sm">
                <span className="font-medium">{item.product.name}</span>
                <span className="block text-xs text-muted">
                  {item.variant.color} · Size {item.variant.size} ·{' '}
                  {adminMoney(toCents(item.variant.discountedPrice), order.currency)} ·{' '}
                  {ORDER_PAGE_TEXT.refundLeft(left)}
                </span>
              </span>
              <TextField
                label={`Units of ${name(item._id)}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={left}
                step={1}
                disabled={left === 0}
                className="w-40"
                {...register(quantityField(item._id))}
              />
            </li>
          );
        })}
      </ul>
      <label className="flex items-center gap-3 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-ink"
          disabled={refundable.shippingRefunded || refundable.shippingCents === 0}
          {...register('shipping')}
        />
        {ORDER_PAGE_TEXT.refundShipping(adminMoney(refundable.shippingCents, order.currency))}
      </label>
      <label className="flex items-center gap-3 text-sm">
        <input type="checkbox" className="size-4 accent-ink" {...register('restock')} />
        {ORDER_PAGE_TEXT.refundRestock}
      </label>
      <TextAreaField
        label={ORDER_PAGE_TEXT.refundReason}
        rows={2}
        maxLength={REFUND_LIMITS.reason}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <p className="flex justify-between border-t border-line pt-3 text-sm font-semibold" aria-live="polite">
        <span>{ORDER_PAGE_TEXT.refundAmount}</span>
        <span className="tabular-nums" data-testid="refund-amount">
          {amount}
        </span>
      </p>
      <FormError message={errors.lines?.message ?? errors.root?.server?.message} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          {ORDER_PAGE_TEXT.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? ORDER_PAGE_TEXT.refunding : ORDER_PAGE_TEXT.refundConfirm(amount)}
        </Button>
      </div>
    </form>
  );
}
