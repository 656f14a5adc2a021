/**
 * The browser cart (SPEC §3 Cart, §4 Cart, §9): its stored shape and the pure rules that
 * change it. Prices are currency units as the API gives them; every total is summed in
 * integer cents so 0.1 + 0.2 never shows up on screen. These totals are only a display:
 * the server prices the cart again before anything is paid.
 */
import { cartTotals } from './cart-totals';
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
export interface StoredCart {
  items: CartItem[];
  /** Sum of the lines at their (discounted) selling prices. */
  total: number;
  /** `total` less every discount (the coupon's and the store's), never below 0 (SPEC §9). */
  discountedTotal: number;
  finalTotal: number;
  shippingCost: number;
  currency: string;
  appliedCoupon: AppliedCoupon | null;
  /**
   * Every discount the server granted the cart: the typed coupon's plus the automatic store
   * discount, combined by the one pricing rule (domain/cart-totals, decision 0019).
   */
  discountAmount: number;
}

/**
 * The cart in memory: the stored fields, plus the two parts of `discountAmount` as the
 * server gave them (before the combination rule caps them). The parts are not stored:
 * a cart read back from storage counts its whole discount as the coupon's when it has
 * one, else as the store's, which keeps its totals, until the cart page prices it again.
 */
export interface Cart extends StoredCart {
  /** The typed coupon's discount; 0 without a coupon. */
  couponDiscount: number;
  /** The automatic store discount (a global coupon) from the server's last quote. */
  storeDiscount: number;
}

/** What a cart's totals are computed from. */
type CartBasis = Pick<Cart, 'items' | 'currency' | 'appliedCoupon' | 'couponDiscount' | 'storeDiscount'>;

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
  return withTotals({ items: [], currency, appliedCoupon: null, couponDiscount: 0, storeDiscount: 0 });
}

/** Total units over all lines: the header badge's number. */
export function cartQuantity(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * Recomputes every total from the lines and the two discounts, by the same combination
 * step the server prices with (cartTotals): the coupon, then the store discount, never
 * below 0, plus the flat shipping estimate once the cart holds anything.
 */
export function withTotals<T extends CartBasis>(cart: T): T & Cart {
  // The parts come in through applyCoupon, setStoreDiscount and parseStoredCart, which keep them amounts.
  const hasItems = cart.items.length > 0;
  const couponDiscount = cart.appliedCoupon ? cart.couponDiscount : 0;
  const storeDiscount = hasItems ? cart.storeDiscount : 0;
  const totals = cartTotals({
    subtotalCents: cart.items.reduce((sum, item) => sum + toCents(item.variant.discountedPrice) * item.quantity, 0),
    couponDiscountCents: toCents(couponDiscount),
    storeDiscountCents: toCents(storeDiscount),
    shippingCents: toCents(CART_SHIPPING_COST),
    hasItems,
  });
  return {
    ...cart,
    total: fromCents(totals.subtotalCents),
    discountedTotal: fromCents(totals.subtotalCents - totals.discountCents),
    shippingCost: fromCents(totals.shippingCents),
    finalTotal: fromCents(totals.totalCents),
    discountAmount: fromCents(totals.discountCents),
    couponDiscount,
    storeDiscount,
  };
}

/** SPEC §4: a change to the lines while a coupon is applied removes the coupon. */
function changeLines(cart: Cart, items: CartItem[]): CartChange {
  const couponCleared = cart.appliedCoupon !== null;
  // The store discount stays as an estimate (capped by the new subtotal) until the cart page quotes the lines again.
  return { cart: withTotals({ ...cart, items, appliedCoupon: null, couponDiscount: 0 }), couponCleared };
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

/** SPEC §4: clearing empties the lines and drops the coupon. */
export function clearCart(cart: Cart): Cart {
  return emptyCart(cart.currency);
}

// ---- Reading what was stored -------------------------------------------------------

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** A finite amount of at least 0, else null (storage and answers are checked, not trusted). */
export function amount(value: unknown): number | null {
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
  const quantity =
    typeof value.quantity === 'number' && Number.isFinite(value.quantity) ? Math.floor(value.quantity) : 0;
  if (!productId || !color || !size || price === null || quantity <= 0) return null;
  const images = Array.isArray(value.variant.images)
    ? value.variant.images.filter((i): i is string => typeof i === 'string')
    : [];
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
  const coupon =
    isRecord(parsed.appliedCoupon) && typeof parsed.appliedCoupon.code === 'string'
      ? (parsed.appliedCoupon as AppliedCoupon)
      : null;
  const discount = amount(parsed.discountAmount) ?? 0;
  return withTotals({
    items,
    currency: text(parsed.currency) ?? DEFAULT_CART_CURRENCY,
    appliedCoupon: coupon,
    couponDiscount: coupon ? discount : 0,
    storeDiscount: coupon ? 0 : discount,
  });
}

/** The stored object: exactly the SPEC §3 fields, nothing else (no store methods, no discount parts). */
export function toStoredCart(cart: StoredCart): StoredCart {
  const { items, total, discountedTotal, finalTotal, shippingCost, currency, appliedCoupon, discountAmount } = cart;
  return { items, total, discountedTotal, finalTotal, shippingCost, currency, appliedCoupon, discountAmount };
}
