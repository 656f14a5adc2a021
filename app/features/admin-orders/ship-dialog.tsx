import { useCallback } from 'react';
import { CARRIER_IDS, CARRIERS } from '#domain/carriers.ts';
import { orderNumber, type ShipmentInput } from '#domain/orders.ts';
import { Button } from '#app/components/ui/button.tsx';
import { SelectField, TextField } from '#app/components/ui/form-fields.tsx';
import { useForm, type Validator } from '#app/lib/use-form.ts';
import { AdminDialog } from '#app/features/admin/index.ts';
import { ORDER_PAGE_TEXT } from './order-page-text';
import { checkShipDraft, EMPTY_SHIP_DRAFT, shipmentFrom, type ShipDraft } from './ship-form';

/** Marking an order shipped asks for its carrier and tracking number (decision 0047). */
export function ShipDialog({
  orderId,
  onClose,
  onShip,
}: {
  orderId: string | null;
  onClose: () => void;
  onShip: (shipment: ShipmentInput) => void;
}) {
  return (
    <AdminDialog
      open={orderId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={orderId ? ORDER_PAGE_TEXT.shipTitle(orderNumber(orderId)) : ''}
      description={ORDER_PAGE_TEXT.shipDescription}
    >
      {/* Keyed so each opening starts empty. */}
      {orderId ? <ShipForm key={orderId} onCancel={onClose} onShip={onShip} /> : null}
    </AdminDialog>
  );
}

function ShipForm({ onCancel, onShip }: { onCancel: () => void; onShip: (shipment: ShipmentInput) => void }) {
  const validate = useCallback<Validator<ShipDraft>>(async (draft) => checkShipDraft(draft), []);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ShipDraft>({ defaultValues: EMPTY_SHIP_DRAFT, validate, mode: 'onTouched' });
  const other = watch('carrier') === 'other';
  return (
    <form noValidate onSubmit={handleSubmit((draft) => onShip(shipmentFrom(draft)))} className="space-y-5">
      <SelectField label={ORDER_PAGE_TEXT.carrier} error={errors.carrier?.message} {...register('carrier')}>
        <option value="">Choose a carrier…</option>
        {CARRIER_IDS.map((id) => (
          <option key={id} value={id}>
            {CARRIERS[id].name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={ORDER_PAGE_TEXT.trackingNumber}
        autoComplete="off"
        spellCheck={false}
        error={errors.trackingNumber?.message}
        {...register('trackingNumber')}
      />
      {other ? (
        <>
          <TextField
            label={ORDER_PAGE_TEXT.carrierName}
            error={errors.carrierName?.message}
            {...register('carrierName')}
          />
          <TextField
            label={ORDER_PAGE_TEXT.trackingUrl}
            type="url"
            inputMode="url"
            placeholder="https://"
            error={errors.trackingUrl?.message}
            {...register('trackingUrl')}
          />
        </>
      ) : null}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {ORDER_PAGE_TEXT.cancel}
        </Button>
        <Button type="submit">{ORDER_PAGE_TEXT.ship}</Button>
      </div>
    </form>
  );
}
