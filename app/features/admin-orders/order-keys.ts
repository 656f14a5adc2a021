/**
 * The orders screens' query keys, and the refresh a screen of another feature asks for after
 * it changed orders (the returns queue). A module of its own, so the returns route loads
 * these few lines and not the orders screens' code, which brings the order rules and zod.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Every orders list and order page starts with it, so one invalidation reaches them all. */
export const ORDERS_KEY = ['admin', 'orders'] as const;
/** One order's page (it starts with the lists' key, so what refreshes the lists refreshes it too). */
export const orderPageKey = (orderId: string): QueryKey => [...ORDERS_KEY, 'page', orderId];

/** Every list and order page is read again (the shown ones now, the others when next shown), so none shows an order as it was. */
export function useRefreshOrders() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ORDERS_KEY }), [client]);
}
