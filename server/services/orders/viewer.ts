/** Who may see or change an order: its owner, an admin, or whoever holds the order link's token. */
import { timingSafeEqual } from 'node:crypto';
import { ServiceError } from '#server/services/errors.ts';
import type { OrderRow } from './context';

export interface OrderViewer {
  userId: string | null;
  isAdmin: boolean;
  token: string | null;
}

function sameToken(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Its owner, an admin, or whoever holds the order link's token; else the error a stranger gets. */
export function checkViewer(
  order: Pick<OrderRow, 'userId' | 'accessToken'>,
  viewer: OrderViewer,
  refusal: string,
): void {
  const allowed =
    viewer.isAdmin ||
    (viewer.userId !== null && order.userId === viewer.userId) ||
    (viewer.token !== null && sameToken(viewer.token, order.accessToken));
  if (!allowed) throw new ServiceError(viewer.userId || viewer.token ? 'forbidden' : 'unauthorized', refusal);
}
