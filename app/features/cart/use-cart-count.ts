import { useEffect } from 'react';
import { cartQuantity } from '#domain/cart.ts';
import { syncCartAcrossTabs, useCartStore } from './cart-store';

/**
 * Total item quantity in the browser's cart, for the header badge. The store renders its
 * empty initial cart on the server and while hydrating, and loads the stored cart after
 * mount, so both renders agree. Changes in this tab show at once; other tabs' changes
 * arrive through the `storage` event.
 */
export function useCartCount(): number {
  const count = useCartStore((cart) => cartQuantity(cart.items));
  useEffect(() => syncCartAcrossTabs(), []);
  return count;
}
