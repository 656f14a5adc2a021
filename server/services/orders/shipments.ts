/**
 * The parcels an order is sent in (decision 0047): the carrier, the tracking number and the
 * tracking link made when it was sent; the latest is the one the shopper is shown.
 */
import { asc, inArray } from 'drizzle-orm';
import { carrierLabel, carrierTrackingUrl } from '#domain/carriers.ts';
import type { ShipmentInput } from '#domain/orders.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { orderShipments } from '#server/db/schema.ts';
import type { Actor } from './timeline';
import type { ApiShipment } from '#domain/api-answer-schemas.ts';

type ShipmentRow = typeof orderShipments.$inferSelect;

export async function recordShipment(
  tx: Tx,
  orderId: string,
  input: ShipmentInput,
  actor: Actor,
  at: Date,
): Promise<ShipmentRow> {
  const trackingUrl =
    input.carrier === 'other' ? input.trackingUrl! : carrierTrackingUrl(input.carrier, input.trackingNumber);
  const [row] = await tx
    .insert(orderShipments)
    .values({
      orderId,
      carrier: input.carrier,
      carrierName: input.carrier === 'other' ? input.carrierName! : null,
      trackingNumber: input.trackingNumber,
      trackingUrl,
      shippedBy: actor.id ?? null,
      shippedAt: at,
    })
    .returning();
  return row!;
}

export function toApiShipment(row: ShipmentRow): ApiShipment {
  return {
    carrier: row.carrier,
    carrierName: carrierLabel(row),
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    shippedAt: row.shippedAt.toISOString(),
  };
}

/** Every shipment of these orders, oldest first per order. */
export async function loadShipments(db: Db, orderIds: string[]): Promise<Map<string, ApiShipment[]>> {
  const byOrder = new Map<string, ApiShipment[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderShipments)
    .where(inArray(orderShipments.orderId, orderIds))
    .orderBy(asc(orderShipments.shippedAt));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), toApiShipment(row)]);
  return byOrder;
}
