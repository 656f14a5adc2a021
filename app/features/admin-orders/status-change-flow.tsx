/**
 * What choosing a status asks before it is sent, the same on the orders screen and the order
 * page: shipping or delivering an unpaid order is confirmed first (the API's `force`), and
 * shipping asks for the carrier and tracking number (decision 0047).
 */
import { useState, type ReactNode } from 'react';
import { ADMIN_ORDERS_TEXT, needsPaymentConfirmation } from '#domain/admin-orders.ts';
import type { OrderStatus } from '#domain/orders.ts';
import { ConfirmDialog } from '#app/features/admin/index.ts';
import type { StatusChange } from './orders-api';
import { ShipDialog } from './ship-dialog';
import type { ApiOrder } from '#domain/api-answer-schemas.ts';

type Pending = { order: Pick<ApiOrder, '_id' | 'orderStatus' | 'paymentStatus'>; status: OrderStatus; force?: boolean };

export function useStatusChangeFlow(send: (change: StatusChange) => void): {
  request: (order: Pending['order'], status: OrderStatus) => void;
  dialogs: ReactNode;
} {
  const [unpaid, setUnpaid] = useState<Pending | null>(null);
  const [shipping, setShipping] = useState<Pending | null>(null);

  const afterConfirmation = (change: Pending) => {
    if (change.status === 'shipped' && change.order.orderStatus !== 'shipped') setShipping(change);
    else send({ orderId: change.order._id, status: change.status, ...(change.force ? { force: true } : {}) });
  };
  const request = (order: Pending['order'], status: OrderStatus) => {
    if (needsPaymentConfirmation(order, status)) setUnpaid({ order, status });
    else afterConfirmation({ order, status });
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={unpaid !== null}
        onOpenChange={(open) => !open && setUnpaid(null)}
        title={unpaid ? ADMIN_ORDERS_TEXT.unpaidTitle(unpaid.order._id) : ''}
        message={unpaid ? ADMIN_ORDERS_TEXT.unpaidMessage(unpaid.status, unpaid.order.paymentStatus) : ''}
        confirmLabel={unpaid ? ADMIN_ORDERS_TEXT.unpaidConfirm(unpaid.status) : ''}
        onConfirm={() => {
          if (unpaid) afterConfirmation({ ...unpaid, force: true });
          setUnpaid(null);
        }}
      />
      <ShipDialog
        orderId={shipping?.order._id ?? null}
        onClose={() => setShipping(null)}
        onShip={(shipment) => {
          if (shipping)
            send({
              orderId: shipping.order._id,
              status: 'shipped',
              shipment,
              ...(shipping.force ? { force: true } : {}),
            });
          setShipping(null);
        }}
      />
    </>
  );
  return { request, dialogs };
}
