// @vitest-environment jsdom
/**
 * The browser cart's store: what a shopper relies on across a page's life — the server and the
 * hydrating render see an empty cart, the stored one is read once after mount, every change is
 * written to storage in the SPEC's shape, another tab's change arrives, and a reader renders
 * again only when what it picked changed.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, type NewCartLine, parseStoredCart, toStoredCart } from '#domain/cart.ts';

const line = (size: string, price = 40): NewCartLine => ({
  product: { _id: 'p1', name: 'Linen Shirt', category: 'Shirts' },
  color: 'Navy',
  size,
  price,
});

/** A fresh module each time: the store is module state, as it is once per page in the browser. */
async function freshStore() {
  vi.resetModules();
  return import('./cart-store');
}

function stored() {
  return parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY));
}

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('the cart store', () => {
  it('reads the stored cart only when asked, once, and says when it has', async () => {
    const { useCartStore, ensureCartHydrated, cartHydrated, onCartHydrated } = await freshStore();
    const heard = vi.fn();
    onCartHydrated(heard);
    expect(cartHydrated()).toBe(false);
    expect(useCartStore.getState().items).toEqual([]);

    // What another page of the store wrote meanwhile.
    const other = await freshStore();
    other.useCartStore.getState().add(line('M'), { quantity: 2 });
    expect(useCartStore.getState().items).toEqual([]);

    ensureCartHydrated();
    ensureCartHydrated();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(cartHydrated()).toBe(true);
    expect(useCartStore.getState().items.map((item) => [item.variant.size, item.quantity])).toEqual([['M', 2]]);
  });

  it('writes every change in the SPEC shape, and an action first reads what was stored', async () => {
    const first = await freshStore();
    first.useCartStore.getState().add(line('S'));
    // A new page whose header has not read storage yet: a click must add to the stored cart, not replace it.
    const { useCartStore } = await freshStore();
    useCartStore.getState().add(line('L'));
    expect(stored()?.items.map((item) => item.variant.size)).toEqual(['S', 'L']);
    // The bare SPEC object: no actions, no wrapper.
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!)).toEqual(
      JSON.parse(JSON.stringify(toStoredCart(useCartStore.getState()))),
    );

    const lineId = useCartStore.getState().items[0]!._id;
    useCartStore.getState().updateQuantity(lineId, 3);
    expect(stored()?.items[0]?.quantity).toBe(3);
    useCartStore.getState().remove(lineId);
    expect(stored()?.items.map((item) => item.variant.size)).toEqual(['L']);
    useCartStore.getState().clear();
    expect(stored()?.items).toEqual([]);
  });

  it("follows another tab's writes, and a cleared key means an empty cart", async () => {
    const { useCartStore, syncCartAcrossTabs } = await freshStore();
    const stop = syncCartAcrossTabs();
    const otherTab = await freshStore();
    otherTab.useCartStore.getState().add(line('M'));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    expect(useCartStore.getState().items).toHaveLength(1);

    window.localStorage.removeItem(CART_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    expect(useCartStore.getState().items).toEqual([]);
    stop();
  });

  it('renders a reader again only when what it picked changed', async () => {
    const { useCartStore, ensureCartHydrated } = await freshStore();
    ensureCartHydrated();
    const renders = vi.fn();
    function Badge() {
      const count = useCartStore((cart) => cart.items.length);
      renders(count);
      return null;
    }
    render(<Badge />);
    expect(renders).toHaveBeenLastCalledWith(0);
    act(() => void useCartStore.getState().add(line('M')));
    expect(renders).toHaveBeenLastCalledWith(1);
    const before = renders.mock.calls.length;
    const lineId = useCartStore.getState().items[0]!._id;
    act(() => void useCartStore.getState().updateQuantity(lineId, 2));
    expect(renders.mock.calls.length).toBe(before);
  });
});
