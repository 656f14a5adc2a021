/**
 * The changes the cart page makes from what the server says (SPEC §4, decision 0019): the
 * lines' current prices, the coupon it granted and the automatic store discount. Apart
 * from domain/cart so that only the cart page's code carries them, not every page's.
 */
import { amount, type AppliedCoupon, type Cart, withTotals } from './cart';

/**
 * Takes the server's current prices for the lines it knows (the cart re-prices itself on
 * load, since prices change after lines are added). The coupon stays: the cart page asks
 * the server to check its amount again.
 */
export function repriceCart(cart: Cart, prices: ReadonlyMap<string, { price: number; discountedPrice: number }>): Cart {
  let changed = false;
  const items = cart.items.map((item) => {
    const quote = prices.get(item._id);
    if (!quote || (quote.price === item.variant.price && quote.discountedPrice === item.variant.discountedPrice))
      return item;
    changed = true;
    return { ...item, variant: { ...item.variant, price: quote.price, discountedPrice: quote.discountedPrice } };
  });
  return changed ? withTotals({ ...cart, items }) : cart;
}

/** SPEC §4: applying sets the coupon and its discount (as the server computed it). */
export function applyCoupon(cart: Cart, coupon: AppliedCoupon, discount: number): Cart {
  return withTotals({ ...cart, appliedCoupon: coupon, couponDiscount: amount(discount) ?? 0 });
}

export function removeCoupon(cart: Cart): Cart {
  return withTotals({ ...cart, appliedCoupon: null, couponDiscount: 0 });
}

/** The automatic store discount the server's quote gave these lines (0 for none). */
export function setStoreDiscount(cart: Cart, discount: number): Cart {
  const next = amount(discount) ?? 0;
  return next === cart.storeDiscount ? cart : withTotals({ ...cart, storeDiscount: next });
}
