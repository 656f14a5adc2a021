/**
 * `npm run seed -- --orders N`: a year of order history over the catalogue already in the
 * store, for the statistics screens and their benchmark. Customers are the store's customer
 * accounts and guests; lines take the catalogue's sizes at their list prices; payment and
 * order statuses follow a store's usual mix (most paid and delivered, some failed, a few
 * refunded, recent ones still pending or on their way); about one order in eight has a
 * coupon. Stock is left as it is: this is history, not new sales. Written in multi-row
 * inserts of a few hundred rows, so 100 000 orders take seconds, not minutes.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { coupons, orderItems, orderRefunds, orders, products, sizes, users, variants } from '#server/db/schema.ts';
import { createRng, type Rng } from './demo-catalogue';

export const MAX_ORDER_COUNT = 1_000_000;
const CHUNK = 500;
const DAY_MS = 24 * 60 * 60 * 1000;
const GUEST_NAMES = [
  'Aida',
  'Bakyt',
  'Cholpon',
  'Daniyar',
  'Elnura',
  'Farkhad',
  'Gulnara',
  'Ilyas',
  'Jamila',
  'Kanat',
  'Meerim',
  'Nurlan',
];
const SURNAMES = [
  'Abdyldaev',
  'Bekova',
  'Chynybaev',
  'Dzhumabaeva',
  'Esenov',
  'Isakova',
  'Kadyrov',
  'Mamytova',
  'Osmonov',
  'Toktogulova',
];

export interface OrderHistoryOptions {
  count: number;
  currency: string;
  now?: Date;
  seed?: number;
}

type Status = Pick<typeof orders.$inferInsert, 'orderStatus' | 'paymentStatus'>;

/** A usual mix; an order's age decides whether it can still be pending or on its way. */
function statusFor(rng: Rng, ageDays: number): Status {
  const roll = rng.next();
  if (ageDays < 1 && roll < 0.15) return { paymentStatus: 'pending', orderStatus: 'pending' };
  if (roll < 0.1) return { paymentStatus: 'failed', orderStatus: 'cancelled' };
  if (roll < 0.13) return { paymentStatus: 'refunded', orderStatus: 'cancelled' };
  if (ageDays < 3) return { paymentStatus: 'paid', orderStatus: 'processing' };
  if (ageDays < 10) return { paymentStatus: 'paid', orderStatus: 'shipped' };
  return { paymentStatus: 'delivered', orderStatus: 'delivered' };
}

export async function seedOrderHistory(
  db: Db,
  options: OrderHistoryOptions,
): Promise<{ orders: number; lines: number; ms: number }> {
  const started = performance.now();
  const now = (options.now ?? new Date()).getTime();
  const rng = createRng(options.seed ?? 2024);
  const catalogue = await db
    .select({
      productId: products.id,
      name: products.name,
      color: variants.color,
      size: sizes.size,
      sizeId: sizes.id,
      priceCents: sizes.priceCents,
    })
    .from(sizes)
    .innerJoin(variants, eq(variants.id, sizes.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .orderBy(sql`random()`)
    .limit(5000);
  if (catalogue.length === 0) throw new Error('the catalogue is empty: seed products first');
  const customers = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.role, 'customer'))
    .limit(10_000);
  const codes = await db
    .select({ id: coupons.id, code: coupons.code })
    .from(coupons)
    .where(sql`${coupons.code} is not null`)
    .limit(20);
  const couponChoices: { id: string | null; code: string | null }[] =
    codes.length > 0
      ? codes
      : [
          { id: null, code: 'WELCOME10' },
          { id: null, code: 'SPRING15' },
        ];
  // A few hundred returning guests, so "returning" is not only account holders.
  const guests = Array.from({ length: 500 }, (_, i) => ({
    first: rng.pick(GUEST_NAMES),
    last: rng.pick(SURNAMES),
    email: `guest${i + 1}@example.com`,
  }));

  let lineCount = 0;
  for (let done = 0; done < options.count; done += CHUNK) {
    const orderRows: (typeof orders.$inferInsert)[] = [];
    const lineRows: (typeof orderItems.$inferInsert)[] = [];
    for (let i = done; i < Math.min(options.count, done + CHUNK); i++) {
      // Skewed to recent days: a store whose sales grew steadily over the year, from none a
      // year ago to twice the year's daily average now (an order's age has a density
      // falling linearly with it).
      const ageDays = 365 * (1 - Math.sqrt(rng.next()));
      const createdAt = new Date(now - ageDays * DAY_MS);
      const status = statusFor(rng, ageDays);
      const account = customers.length > 0 && rng.chance(0.6) ? rng.pick(customers) : null;
      const guest = rng.pick(guests);
      const [first, ...rest] = account ? account.name.split(' ') : [guest.first, guest.last];
      const id = randomUUID();
      let subtotal = 0;
      const lines = rng.int(1, 3);
      for (let position = 0; position < lines; position++) {
        const item = rng.pick(catalogue);
        const quantity = rng.chance(0.8) ? 1 : rng.int(2, 3);
        subtotal += item.priceCents * quantity;
        lineRows.push({
          orderId: id,
          productId: item.productId,
          sizeId: item.sizeId,
          productName: item.name,
          color: item.color,
          size: item.size,
          priceCents: item.priceCents,
          unitPriceCents: item.priceCents,
          quantity,
          position,
        });
      }
      const coupon = rng.chance(0.12) ? rng.pick(couponChoices) : null;
      const discount = coupon ? Math.round(subtotal * 0.1) : 0;
      if (coupon && discount > 0) {
        // The whole discount on the first line keeps each line's share exact.
        const first = lineRows[lineRows.length - lines]!;
        first.discountCents = Math.min(discount, first.unitPriceCents * first.quantity);
      }
      const lineDiscount = coupon ? (lineRows[lineRows.length - lines]!.discountCents ?? 0) : 0;
      const shipping = subtotal >= 100_00 ? 0 : 5_00;
      lineCount += lines;
      orderRows.push({
        id,
        userId: account?.id ?? null,
        accessToken: randomUUID(),
        email: account?.email ?? guest.email,
        phone: `+996 555 ${String(rng.int(100, 999))} ${String(rng.int(100, 999))}`,
        firstName: first ?? 'Guest',
        lastName: rest.join(' ') || 'Customer',
        country: 'KG',
        address: `${rng.int(1, 200)} Chui Avenue`,
        city: 'Bishkek',
        postalCode: '720000',
        shippingMethod: shipping === 0 ? 'free' : 'standard',
        shippingMethodName: shipping === 0 ? 'Free' : 'Standard',
        shippingDelivery: '5-7 business days',
        shippingZone: 'Kyrgyzstan',
        currency: options.currency,
        subtotalCents: subtotal,
        discountCents: lineDiscount,
        shippingCents: shipping,
        totalCents: subtotal - lineDiscount + shipping,
        couponId: coupon && lineDiscount > 0 ? coupon.id : null,
        couponCode: coupon && lineDiscount > 0 ? coupon.code : null,
        ...status,
        paymentMethod: 'card',
        expiresAt: new Date(createdAt.getTime() + 30 * 60_000),
        paidAt:
          status.paymentStatus === 'paid' || status.paymentStatus === 'delivered' || status.paymentStatus === 'refunded'
            ? createdAt
            : null,
        // History holds no stock: the expiry sweep must not give back what was never taken.
        reservationReleasedAt: createdAt,
        createdAt,
        updatedAt: createdAt,
      });
    }
    // A refunded order was paid and then given back whole, a day later (net revenue, decision 0050).
    const refundRows = orderRows
      .filter((o) => o.paymentStatus === 'refunded' && o.totalCents > 0)
      .map((o) => {
        const at = new Date(Math.min(o.createdAt!.getTime() + DAY_MS, now));
        return {
          orderId: o.id!,
          idempotencyKey: `seed:${o.id}`,
          status: 'succeeded' as const,
          source: 'admin' as const,
          amountCents: o.totalCents,
          shippingCents: o.shippingCents,
          reason: 'The customer changed their mind.',
          createdAt: at,
          refundedAt: at,
        };
      });
    await db.transaction(async (tx) => {
      await tx.insert(orders).values(orderRows);
      for (let j = 0; j < lineRows.length; j += CHUNK) await tx.insert(orderItems).values(lineRows.slice(j, j + CHUNK));
      if (refundRows.length > 0) await tx.insert(orderRefunds).values(refundRows);
    });
  }
  return { orders: options.count, lines: lineCount, ms: performance.now() - started };
}
