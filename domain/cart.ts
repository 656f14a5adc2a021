/**
 * The browser cart (SPEC §3 Cart, §4 Cart, §9): its stored shape and the pure rules that
 * change it. Prices are currency units as the API gives them; every total is summed in
 * integer cents so 0.1 + 0.2 never shows up on screen. These totals are only a display:
 * the server prices the cart again before anything is paid.
 */
import { fromCents, toCents } from './money';

/** SPEC §3: the browser storage key the cart lives under. */
export const CART_STORAGE_KEY = 'cart';
/** SPEC §3: the cart's currency when nothing says otherwise. */
export const DEFAULT_CART_CURRENCY = 'USD';
/** SPEC §9: the cart store charges a flat 10 for shipping once it holds anything. */
export const CART_SHIPPING_COST = 10;
/** The most of one line a cart holds; the same limit the server's cart pricing accepts. */
export const MAX_LINE_QUANTITY = 99;

export interface CartProduct {
  _id: string;
  name: string;
  category: string;
}

export interface CartVariant {
  color: string;
  size: string;
  price: number;
  /** Falls back to `price` when the size has no discounted price. */
  discountedPrice: number;
  /** The variant's first image only (SPEC §3), or none. */
  images: string[];
}

export interface CartItem {
  /** `${productId}-${color}-${size}`: one line per product, colour and size. */
  _id: string;
  product: CartProduct;
  variant: CartVariant;
  quantity: number;
}

/** A coupon the server accepted; only its code is certain (SPEC §3). */
export interface AppliedCoupon {
  code: string;
  [field: string]: unknown;
}

/** Exactly what is stored under the 'cart' key (SPEC §3). */
export interface Cart {
  items: CartItem[];
  /** Sum of the lines at their (discounted) selling prices. */
  total: number;
  /** `total` less the coupon discount, never below 0 (SPEC §9). */
  discountedTotal: number;
  finalTotal: number;
  shippingCost: number;
  currency: string;
  appliedCoupon: AppliedCoupon | null;
  /** The coupon discount the server granted; 0 without a coupon. */
  discountAmount: number;
}

/** What the product page knows about the option being added. */
export interface NewCartLine {
  product: CartProduct;
  color: string;
  size: string;
  price: number;
  discountedPrice?: number | null;
  image?: string | null;
}

/** The result of a change that may touch a coupon: SPEC §4 drops the coupon on any line change. */
export interface CartChange {
  cart: Cart;
  couponCleared: boolean;
}

export interface CartAddition extends CartChange {
  /** How many units were actually added (fewer than asked when the line reached its limit). */
  added: number;
  /** The line's quantity after the change. */
  quantity: number;
}

export function cartLineId(productId: string, color: string, size: string): string {
  return `${productId}-${color}-${size}`;
}

export function emptyCart(currency: string = DEFAULT_CART_CURRENCY): Cart {
  return withTotals({
    items: [],
    total: 0,
    discountedTotal: 0,
    finalTotal: 0,
    shippingCost: 0,
    currency,
    appliedCoupon: null,
    discountAmount: 0,
  });
}

/** Total units over all lines: the header badge's number. */
export function cartQuantity(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Recomputes every total from the lines and the coupon discount. */
export function withTotals(cart: Cart): Cart {
  const totalCents = cart.items.reduce((sum, item) => sum + toCents(item.variant.discountedPrice) * item.quantity, 0);
  const discountCents = cart.appliedCoupon ? Math.max(0, toCents(cart.discountAmount)) : 0;
  const discountedCents = Math.max(0, totalCents - discountCents);
  const shippingCents = cart.items.length > 0 ? toCents(CART_SHIPPING_COST) : 0;
  return {
    ...cart,
    total: fromCents(totalCents),
    discountedTotal: fromCents(discountedCents),
    shippingCost: fromCents(shippingCents),
    finalTotal: fromCents(discountedCents + shippingCents),
    discountAmount: cart.appliedCoupon ? fromCents(discountCents) : 0,
  };
}

/** SPEC §4: a change to the lines while a coupon is applied removes the coupon. */
function changeLines(cart: Cart, items: CartItem[]): CartChange {
  const couponCleared = cart.appliedCoupon !== null;
  return { cart: withTotals({ ...cart, items, appliedCoupon: null, discountAmount: 0 }), couponCleared };
}

function lineLimit(maxQuantity: number | undefined): number {
  const limit = maxQuantity === undefined ? MAX_LINE_QUANTITY : Math.min(Math.floor(maxQuantity), MAX_LINE_QUANTITY);
  return Math.max(0, limit);
}

/**
 * SPEC §4: adding the same product, colour and size raises that line's quantity; anything
 * else becomes a new line at the end. The line never exceeds `maxQuantity` (the size's
 * stock) nor MAX_LINE_QUANTITY; when nothing can be added the cart is returned unchanged.
 */
export function addToCart(
  cart: Cart,
  line: NewCartLine,
  options: { quantity?: number; maxQuantity?: number; currency?: string } = {},
): CartAddition {
  const id = cartLineId(line.product._id, line.color, line.size);
  const existing = cart.items.find((item) => item._id === id);
  const current = existing?.quantity ?? 0;
  const wanted = Math.max(0, Math.floor(options.quantity ?? 1));
  const quantity = Math.max(current, Math.min(current + wanted, lineLimit(options.maxQuantity)));
  const added = quantity - current;
  if (added === 0) return { cart, couponCleared: false, added: 0, quantity: current };

  const items = existing
    ? cart.items.map((item) => (item._id === id ? { ...item, quantity } : item))
    : [
        ...cart.items,
        {
          _id: id,
          product: { _id: line.product._id, name: line.product.name, category: line.product.category },
          variant: {
            color: line.color,
            size: line.size,
            price: line.price,
            discountedPrice: line.discountedPrice ?? line.price,
            images: line.image ? [line.image] : [],
          },
          quantity,
        },
      ];
  const change = changeLines({ ...cart, currency: options.currency ?? cart.currency }, items);
  return { ...change, added, quantity };
}

/** SPEC §4: a quantity of 0 or less removes the line. Unknown lines leave the cart as it is. */
export function updateCartQuantity(cart: Cart, lineId: string, quantity: number, maxQuantity?: number): CartChange {
  const existing = cart.items.find((item) => item._id === lineId);
  if (!existing) return { cart, couponCleared: false };
  const next = Math.min(Math.floor(quantity), lineLimit(maxQuantity));
  if (next <= 0) return removeFromCart(cart, lineId);
  if (next === existing.quantity) return { cart, couponCleared: false };
  return changeLines(
    cart,
    cart.items.map((item) => (item._id === lineId ? { ...item, quantity: next } : item)),
  );
}

export function removeFromCart(cart: Cart, lineId: string): CartChange {
  if (!cart.items.some((item) => item._id === lineId)) return { cart, couponCleared: false };
  return changeLines(
    cart,
    cart.items.filter((item) => item._id !== lineId),
  );
}

/**
 * Takes the server's current prices for the lines it knows (the cart re-prices itself on
 * load, since prices change after lines are added). The coupon stays: the cart page asks
 * the server to check its amount again.
 */
export function repriceCart(cart: Cart, prices: ReadonlyMap<string, { price: number; discountedPrice: number }>): Cart {
  let changed = false;
  const items = cart.items.map((item) => {
    const quote = prices.get(item._id);
    if (!quote || (quote.price === item.variant.price && quote.discountedPrice === item.variant.discountedPrice)) return item;
    changed = true;
    return { ...item, variant: { ...item.variant, price: quote.price, discountedPrice: quote.discountedPrice } };
  });
  return changed ? withTotals({ ...cart, items }) : cart;
}

/** SPEC §4: clearing empties the lines and drops the coupon. */
export function clearCart(cart: Cart): Cart {
  return emptyCart(cart.currency);
}

/** SPEC §4: applying sets the coupon and its discount (as the server computed it). */
export function applyCoupon(cart: Cart, coupon: AppliedCoupon, discount: number): Cart {
  return withTotals({ ...cart, appliedCoupon: coupon, discountAmount: Number.isFinite(discount) ? discount : 0 });
}

export function removeCoupon(cart: Cart): Cart {
  return withTotals({ ...cart, appliedCoupon: null, discountAmount: 0 });
}

// ---- Reading what was stored -------------------------------------------------------

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function amount(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

function readItem(value: unknown): CartItem | null {
  if (!isRecord(value) || !isRecord(value.product) || !isRecord(value.variant)) return null;
  const productId = text(value.product._id);
  const name = typeof value.product.name === 'string' ? value.product.name : '';
  const category = typeof value.product.category === 'string' ? value.product.category : '';
  const color = text(value.variant.color);
  const size = text(value.variant.size);
  const price = amount(value.variant.price);
  const quantity = typeof value.quantity === 'number' && Number.isFinite(value.quantity) ? Math.floor(value.quantity) : 0;
  if (!productId || !color || !size || price === null || quantity <= 0) return null;
  const images = Array.isArray(value.variant.images) ? value.variant.images.filter((i): i is string => typeof i === 'string') : [];
  return {
    _id: cartLineId(productId, color, size),
    product: { _id: productId, name, category },
    variant: {
      color,
      size,
      price,
      discountedPrice: amount(value.variant.discountedPrice) ?? price,
      images: images.slice(0, 1),
    },
    quantity: Math.min(quantity, MAX_LINE_QUANTITY),
  };
}

/**
 * The cart stored under 'cart', or null when there is none or it is unreadable. Storage is
 * shopper-editable, so every line is checked, duplicates merge, and totals are recomputed
 * rather than trusted.
 */
export function parseStoredCart(raw: string | null): Cart | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.items)) return null;

  const items: CartItem[] = [];
  for (const value of parsed.items) {
    const item = readItem(value);
    if (!item) continue;
    const same = items.find((existing) => existing._id === item._id);
    if (same) same.quantity = Math.min(same.quantity + item.quantity, MAX_LINE_QUANTITY);
    else items.push(item);
  }
  const coupon = isRecord(parsed.appliedCoupon) && typeof parsed.appliedCoupon.code === 'string' ? (parsed.appliedCoupon as AppliedCoupon) : null;
  return withTotals({
    items,
    total: 0,
    discountedTotal: 0,
    finalTotal: 0,
    shippingCost: 0,
    currency: text(parsed.currency) ?? DEFAULT_CART_CURRENCY,
    appliedCoupon: coupon,
    discountAmount: coupon ? (amount(parsed.discountAmount) ?? 0) : 0,
  });
}

/** The stored object: exactly the SPEC §3 fields, nothing else (no store methods). */
export function toStoredCart(cart: Cart): Cart {
  const { items, total, discountedTotal, finalTotal, shippingCost, currency, appliedCoupon, discountAmount } = cart;
  return { items, total, discountedTotal, finalTotal, shippingCost, currency, appliedCoupon, discountAmount };
}
