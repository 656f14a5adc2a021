/** Orders read by their owner, an admin, or whoever holds an order's link. */
import { desc, eq } from 'drizzle-orm';
import { ORDER_MESSAGES } from '#domain/orders.ts';
import type { ApiOrder } from '#domain/api-answer-schemas.ts';
import { orders } from '#server/db/schema.ts';
import { ServiceError } from '#server/services/errors.ts';
import { toApiOrders } from './answers';
import type { OrderContext } from './context';
import { checkViewer, type OrderViewer } from './viewer';

export async function listMine(ctx: OrderContext, userId: string): Promise<ApiOrder[]> {
  const { db } = ctx;
  return toApiOrders(
    db,
    await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)),
    ctx.now(),
  );
}

export async function listAll(ctx: OrderContext): Promise<ApiOrder[]> {
  const { db } = ctx;
  return toApiOrders(db, await db.select().from(orders).orderBy(desc(orders.createdAt)), ctx.now());
}

/** One order for its owner, an admin, or whoever holds the order link's token. */
export async function getForViewer(ctx: OrderContext, orderId: string, viewer: OrderViewer): Promise<ApiOrder> {
  const { db } = ctx;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new ServiceError('not_found', ORDER_MESSAGES.notFound);
  checkViewer(order, viewer, 'You cannot view this order.');
  return (await toApiOrders(db, [order], ctx.now()))[0]!;
}
