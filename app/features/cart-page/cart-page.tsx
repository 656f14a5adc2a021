import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { PageContainer } from '#app/components/ui/page-container.tsx';
import { type CartItem, cartQuantity } from '#domain/cart.ts';
import { cartSummary, STORE_DISCOUNT_LABEL, storeDiscountLabel as discountLabel } from '#domain/cart-summary.ts';
import { domainTexts, useDomainText } from '#app/features/i18n/index.ts';
import { COUPON_CLEARED, useCartReady, useCartStore } from '#app/features/cart/index.ts';
import { notify } from '#app/features/toast/index.ts';
import { CartLine } from './cart-line';
import { CartNotice, CartSkeleton, EmptyCart, FavoritesPanel } from './cart-states';
import { type CartTab, CartTabs, panelId, tabId } from './cart-tabs';
import { lineName } from './reconcile';
import { OrderSummary } from './order-summary';
import { useCartQuote } from './use-cart-quote';
import { useStoreCurrency } from '#app/lib/store-currency.ts';

const ClearCartDialog = lazy(() => import('./clear-cart-dialog'));

/** SPEC §8 cart messages. */
export const CART_TEXT = {
  quantityUpdated: (name: string) => msg`${name} quantity updated.`,
  removed: msg`Item removed from cart.`,
  cleared: msg`Cart has been cleared.`,
} as const;

const TEXTS = domainTexts([[STORE_DISCOUNT_LABEL, msg`Store discount`]]);

/** Where keyboard focus goes after a line disappears: the next line's name, or the empty state. */
type FocusTarget = { lineId: string } | 'empty' | null;

export function CartPage() {
  const { t } = useLingui();
  const say = useDomainText(TEXTS);
  const currency = useStoreCurrency();
  const ready = useCartReady();
  const items = useCartStore((cart) => cart.items);
  const couponCode = useCartStore((cart) => cart.appliedCoupon?.code ?? null);
  // The cart's own totals (each action gives a new cart state, so this follows every change).
  const cart = useCartStore();
  const { quote, notices, dismissNotices } = useCartQuote(ready, currency);
  const [tab, setTab] = useState<CartTab>('cart');
  const focusTarget = useRef<FocusTarget>(null);
  const linesRef = useRef<HTMLUListElement>(null);
  const emptyHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === 'empty') emptyHeading.current?.focus();
    else if (target) {
      const line = linesRef.current?.querySelector<HTMLElement>(
        `[data-line-id="${CSS.escape(target.lineId)}"] [data-line-link]`,
      );
      line?.focus();
    }
  }, [items]);

  const count = cartQuantity(items);
  const hasItems = ready && items.length > 0;
  // The cart's own totals — the server's prices and discounts once its quote is in (the
  // quote writes them into the cart), so the page shows exactly what the stored cart says.
  const summary = cartSummary(cart);
  const storeDiscountLabel =
    summary.storeDiscountCents > 0 ? say(discountLabel(quote.automaticDiscount?.coupon.description)) : null;

  const focusAfterRemoving = (item: CartItem) => {
    const index = items.findIndex((line) => line._id === item._id);
    const next = items[index + 1] ?? items[index - 1];
    focusTarget.current = next ? { lineId: next._id } : 'empty';
  };

  const changeQuantity = (item: CartItem, quantity: number, max: number) => {
    const change = useCartStore.getState().updateQuantity(item._id, quantity, max);
    const after = change.cart.items.find((line) => line._id === item._id)?.quantity;
    if (after === item.quantity) return;
    if (after === undefined) {
      focusAfterRemoving(item);
      notify.success(t(CART_TEXT.removed));
    } else {
      // One toast per line, replaced on each step, rather than a pile of them.
      notify.success(t(CART_TEXT.quantityUpdated(lineName(item))), { id: `quantity-${item._id}` });
    }
    if (change.couponCleared) notify(t(COUPON_CLEARED), { id: 'coupon-cleared' });
  };

  const remove = (item: CartItem) => {
    focusAfterRemoving(item);
    const change = useCartStore.getState().remove(item._id);
    notify.success(t(CART_TEXT.removed));
    if (change.couponCleared) notify(t(COUPON_CLEARED), { id: 'coupon-cleared' });
  };

  const [confirmingClear, setConfirmingClear] = useState(false);
  const clear = () => {
    focusTarget.current = 'empty';
    useCartStore.getState().clear();
    notify.success(t(CART_TEXT.cleared));
  };

  return (
    <PageContainer className="py-8 lg:py-12">
      <h1 className="text-3xl font-semibold uppercase tracking-[0.08em] lg:text-4xl">
        <Trans>Shopping Cart</Trans>
      </h1>

      <div className="mt-6 lg:mt-8">
        <CartTabs
          selected={tab}
          onSelect={setTab}
          labels={{
            // The count is known only once the stored cart is read. Until then the label keeps
            // an invisible " (0)", so the count's arrival does not push the Favorites tab aside.
            cart: ready ? (
              <Trans>Cart ({count})</Trans>
            ) : (
              <>
                <Trans>Cart</Trans>
                <span className="invisible"> (0)</span>
              </>
            ),
            favorites: <Trans>Favorites</Trans>,
          }}
        />
      </div>

      {/* At least a screen tall: the stored cart is read after hydration, and whatever replaces
          the skeleton (the lines, or the shorter empty state) must not pull the footer up into
          view (a layout shift). */}
      <div
        role="tabpanel"
        id={panelId('cart')}
        aria-labelledby={tabId('cart')}
        hidden={tab !== 'cart'}
        className="min-h-svh pt-6 lg:pt-8"
      >
        <CartNotice messages={notices} onDismiss={dismissNotices} />
        {!ready ? (
          <CartSkeleton />
        ) : !hasItems ? (
          <EmptyCart headingRef={emptyHeading} />
        ) : (
          <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-12">
            <section aria-labelledby="cart-lines-heading">
              <div className="flex h-12 items-center justify-between border-b border-line">
                <h2 id="cart-lines-heading" className="text-xs font-semibold uppercase tracking-[0.2em]">
                  <Plural value={count} one="# item" other="# items" />
                </h2>
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => setConfirmingClear(true)}
                  className="inline-flex h-10 items-center gap-2 text-xs uppercase tracking-[0.15em] text-neutral-600 transition-colors hover:text-ink"
                >
                  <Icon node={Trash2} aria-hidden="true" className="size-4" strokeWidth={1.5} />
                  <Trans>Clear cart</Trans>
                </button>
              </div>
              {confirmingClear ? (
                <Suspense fallback={null}>
                  <ClearCartDialog
                    onConfirm={() => {
                      setConfirmingClear(false);
                      clear();
                    }}
                    onClose={() => setConfirmingClear(false)}
                  />
                </Suspense>
              ) : null}
              <ul ref={linesRef}>
                {items.map((item) => (
                  <CartLine
                    key={item._id}
                    item={item}
                    server={quote.lines.get(item._id)}
                    currency={currency}
                    onQuantity={(quantity, max) => changeQuantity(item, quantity, max)}
                    onRemove={() => remove(item)}
                  />
                ))}
              </ul>
            </section>

            <OrderSummary
              summary={summary}
              currency={currency}
              couponCode={couponCode}
              storeDiscountLabel={storeDiscountLabel}
              hasItems={hasItems}
            />
          </div>
        )}
      </div>

      <div
        role="tabpanel"
        id={panelId('favorites')}
        aria-labelledby={tabId('favorites')}
        hidden={tab !== 'favorites'}
        tabIndex={0}
        className="pt-6 lg:pt-8"
      >
        <FavoritesPanel />
      </div>
    </PageContainer>
  );
}
