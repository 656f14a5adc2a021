import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows, type Database } from '#server/db/client.ts';
import { createLocalStorage } from '#server/storage/storage.ts';
import { openMigratedDatabase } from '#tests/support/test-database.ts';
import { seedOrderHistory } from './order-history';
import { seedDemoCatalogue } from './seed';

let database: Database;
let uploadsDir: string;
const NOW = new Date('2026-06-15T12:00:00Z');

beforeAll(async () => {
  database = await openMigratedDatabase(undefined);
  uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'order-history-test-'));
  await seedDemoCatalogue(database.db, createLocalStorage(uploadsDir), { count: 12, includeDemoAccounts: true });
}, 120_000);

afterAll(async () => {
  await database?.close();
  await fs.rm(uploadsDir, { recursive: true, force: true });
});

it('writes a year of orders at catalogue prices with a usual mix of statuses, and leaves stock alone', async () => {
  const stockBefore = await queryRows<{ total: string }>(
    database.db,
    sql`select sum(stock)::bigint as total from sizes`,
  );
  const result = await seedOrderHistory(database.db, { count: 1200, currency: 'USD', now: NOW });
  expect(result.orders).toBe(1200);

  const [shape] = await queryRows<Record<string, string | number>>(
    database.db,
    sql`select count(*)::int as orders,
          min(created_at) >= ${'2025-06-15T12:00:00Z'}::timestamptz and max(created_at) <= ${NOW.toISOString()}::timestamptz as in_year,
          count(*) filter (where payment_status in ('paid', 'delivered'))::int as paid,
          count(*) filter (where payment_status = 'failed')::int as failed,
          count(*) filter (where coupon_code is not null)::int as with_coupon,
          count(*) filter (where user_id is not null)::int as accounts,
          count(*) filter (where reservation_released_at is null)::int as holding,
          bool_and(total_cents = subtotal_cents - discount_cents + shipping_cents) as totals_add_up
        from orders`,
  );
  expect(shape).toMatchObject({ orders: 1200, in_year: true, holding: 0, totals_add_up: true });
  expect(Number(shape!.paid)).toBeGreaterThan(900);
  expect(Number(shape!.failed)).toBeGreaterThan(50);
  expect(Number(shape!.with_coupon)).toBeGreaterThan(50);
  expect(Number(shape!.accounts)).toBeGreaterThan(0);

  // Each order's subtotal is its lines at the sizes' prices; each discount is its lines' shares.
  const [lines] = await queryRows<{ mismatched: number }>(
    database.db,
    sql`select count(*)::int as mismatched from orders o join (
          select order_id, sum(unit_price_cents * quantity) as subtotal, sum(discount_cents) as discount from order_items group by order_id
        ) l on l.order_id = o.id
        where l.subtotal <> o.subtotal_cents or l.discount <> o.discount_cents`,
  );
  expect(lines!.mismatched).toBe(0);
  // A refunded order was given back whole, after it was placed and not after now (net revenue, decision 0050).
  const [refunds] = await queryRows<{ refunded: number; unmatched: number }>(
    database.db,
    sql`select count(*)::int as refunded,
          count(*) filter (where r.amount_cents is distinct from o.total_cents or r.refunded_at < o.created_at
            or r.refunded_at > ${NOW.toISOString()}::timestamptz)::int as unmatched
        from orders o left join order_refunds r on r.order_id = o.id where o.payment_status = 'refunded'`,
  );
  expect(refunds!.refunded).toBeGreaterThan(0);
  expect(refunds!.unmatched).toBe(0);
  expect(await queryRows(database.db, sql`select sum(stock)::bigint as total from sizes`)).toEqual(stockBefore);
});
