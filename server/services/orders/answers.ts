/**
 * Order rows as the API answers them (SPEC §3 Order, money in currency units), shared by
 * the shopper's and the back office's reads so both say the same about an order.
 */
import { inArray } from 'drizzle-orm';
import { fromCents } from '#domain/money.ts';
import { orderNumber } from '#domain/orders.ts';
import type { ApiOrder } from '#domain/api-answer-schemas.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { orderItems, type orders } from '#server/db/schema.ts';
import { returnableUnits, returnWindow } from '#domain/returns.ts';
import { loadReturns, toApiReturns, unitsTaken } from './return-reads';
import { loadShipments } from './shipments';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** The lines of each order, in the order the cart listed them. */
export async function loadOrderItems(db: Db | Tx, orderIds: string[]): Promise<Map<string, OrderItemRow[]>> {
  const byOrder = new Map<string, OrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(orderItems.position);
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/**
 * `now` says whether each order's return window is open (its lines' `returnable`); the
 * services pass their clock.
 */
export async function toApiOrders(db: Db, rows: OrderRow[], now = new Date()): Promise<ApiOrder[]> {
  const ids = rows.map((r) => r.id);
  // Only a delivered order has units to return: the others skip that read.
  const delivered = rows.filter((r) => r.deliveredAt !== null).map((r) => r.id);
  const [items, shipments, returnRows, taken] = await Promise.all([
    loadOrderItems(db, ids),
    loadShipments(db, ids),
    loadReturns(db, ids),
    unitsTaken(db, delivered),
  ]);
  const returns = await toApiReturns(db, [...returnRows.values()].flat());
  return rows.map((o) => {
    const window = returnWindow(o, now);
    return {
      _id: o.id,
      number: orderNumber(o.id),
      user: { name: `${o.firstName} ${o.lastName}`, email: o.email },
      shippingAddress: {
        name: `${o.firstName} ${o.lastName}`,
        firstName: o.firstName,
        lastName: o.lastName,
        email: o.email,
        phone: o.phone,
        address: o.address,
        city: o.city,
        state: o.state,
        postalCode: o.postalCode,
        country: o.country,
      },
      shippingMethod: o.shippingMethod,
      shippingMethodName: o.shippingMethodName ?? o.shippingMethod,
      shippingDelivery: o.shippingDelivery,
      shippingZone: o.shippingZone,
      items: (items.get(o.id) ?? []).map((i) => ({
        _id: i.id,
        product: { _id: i.productId, name: i.productName },
        variant: {
          color: i.color,
          size: i.size,
          price: fromCents(i.priceCents),
          discountedPrice: fromCents(i.unitPriceCents),
        },
        quantity: i.quantity,
        discount: fromCents(i.discountCents),
        returnable: window.open
          ? returnableUnits({
              id: i.id,
              quantity: i.quantity,
              refundedQuantity: taken.get(i.id)?.refunded ?? 0,
              inOpenReturns: taken.get(i.id)?.inOpenReturns ?? 0,
            })
          : 0,
      })),
      currency: o.currency,
      total: fromCents(o.subtotalCents),
      discountedTotal: fromCents(Math.max(0, o.subtotalCents - o.discountCents)),
      shippingCost: fromCents(o.shippingCents),
      finalTotal: fromCents(o.totalCents),
      couponCode: o.couponCode,
      orderStatus: o.orderStatus,
      paymentStatus: o.paymentStatus,
      paymentMethod: o.paymentMethod,
      createdAt: o.createdAt.toISOString(),
      shipment: shipments.get(o.id)?.at(-1) ?? null,
      deliveredAt: o.deliveredAt?.toISOString() ?? null,
      returnWindowEndsAt: 'endsAt' in window ? window.endsAt.toISOString() : null,
      returns: returns.filter((r) => r.orderId === o.id).map(({ amountCents: _amount, ...r }) => r),
    };
  });
}
