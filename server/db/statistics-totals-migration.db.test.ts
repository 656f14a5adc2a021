/**
 * Migration 0016 on a store that already holds orders (decision 35), then 0021 (decision 0050: a
 * refunded order counts as paid on its day and its refund on the refund's): the daily totals the
 * statistics read start out equal to what the orders themselves add up to — every order as
 * a checkout started, the paid ones (paid or delivered) as revenue, discounts, lines sold
 * and their customer's paid days, each on its order's UTC day. On PGlite, and on PostgreSQL too when TEST_DATABASE_URL
 * is set.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsBefore, migrationsFolder, storeMigratedBefore } from '#tests/support/migrations.ts';

const kinds = [
  { name: 'PGlite', postgres: false },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', postgres: true }] : []),
];

describe.each(kinds)('migrations 0016 and 0021 on $name', ({ postgres }) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('counts the orders already in the store into the daily totals, and an account’s orders under its e-mail once it is deleted', async () => {
    const store = await storeMigratedBefore('0016_statistics_daily_totals', postgres, cleanups);

    const rows = async <T>(query: ReturnType<typeof sql>) => (await store.db.execute(query)).rows as T[];
    const [account] = await rows<{ id: string }>(
      sql`insert into users (name, email, password_hash) values ('Aida', 'a@example.com', 'x') returning id`,
    );
    const [product] = await rows<{ id: string }>(
      sql`insert into products (name, description, category, price_cents) values ('Felt Cape', 'Warm.', 'Capes', 1000) returning id`,
    );
    // Two orders on 1 March (UTC; the second placed at 23:30 in Bishkek is still 1 March in
    // UTC), one refunded, one waiting, one in another currency.
    // The first two by the account, the others by guests.
    const orders: [string, string, string, number, number, string | null, string | null][] = [
      ['2024-03-01T10:00:00Z', 'paid', 'USD', 2000, 0, null, account!.id],
      ['2024-03-01T17:30:00Z', 'delivered', 'USD', 2700, 300, 'SPRING', account!.id],
      ['2024-03-02T09:00:00Z', 'refunded', 'USD', 1000, 0, null, null],
      ['2024-03-02T10:00:00Z', 'pending', 'USD', 1000, 0, null, null],
      ['2024-03-02T11:00:00Z', 'paid', 'EUR', 1500, 0, null, null],
    ];
    for (const [at, payment, currency, total, discount, coupon, userId] of orders) {
      const [order] = await rows<{
        id: string;
      }>(sql`insert into orders (user_id, access_token, email, phone, first_name, last_name, country, address,
          city, postal_code, shipping_method, currency, subtotal_cents, discount_cents, shipping_cents, total_cents, coupon_code,
          payment_status, payment_method, expires_at, created_at)
        values (${userId}, 't', 'a@example.com', '+996 555 000 000', 'Aida', 'B', 'KG', '1 Chui Avenue', 'Bishkek', '720000', 'standard',
          ${currency}, ${total + discount}, ${discount}, 0, ${total}, ${coupon}, ${payment}, 'card', now(), ${at}::timestamptz)
        returning id`);
      await store.db
        .execute(sql`insert into order_items (order_id, product_id, product_name, color, size, price_cents, unit_price_cents, discount_cents, quantity)
        values (${order!.id}, ${product!.id}, 'Felt Cape', 'Black', 'M', ${(total + discount) / 2}, ${(total + discount) / 2}, ${discount}, 2),
               (${order!.id}, null, 'Old Hat', 'Grey', 'S', 0, 0, 0, 1)`);
    }

    // Up to 0016 and what follows it, before refunds changed the rule (0021, checked below).
    const beforeRefunds = await migrationsBefore('0021_refunds');
    cleanups.push(beforeRefunds.remove);
    await store.migrate(beforeRefunds.folder);

    const totals =
      await rows(sql`select to_char(day, 'YYYY-MM-DD') as day, currency, coupon_code, started, paid, revenue_cents::int as revenue,
        discounted, discount_cents::int as discount from order_totals_daily order by 1, 2, 3`);
    expect(totals).toEqual([
      {
        day: '2024-03-01',
        currency: 'USD',
        coupon_code: '',
        started: 1,
        paid: 1,
        revenue: 2000,
        discounted: 0,
        discount: 0,
      },
      {
        day: '2024-03-01',
        currency: 'USD',
        coupon_code: 'SPRING',
        started: 1,
        paid: 1,
        revenue: 2700,
        discounted: 1,
        discount: 300,
      },
      {
        day: '2024-03-02',
        currency: 'EUR',
        coupon_code: '',
        started: 1,
        paid: 1,
        revenue: 1500,
        discounted: 0,
        discount: 0,
      },
      {
        day: '2024-03-02',
        currency: 'USD',
        coupon_code: '',
        started: 2,
        paid: 0,
        revenue: 0,
        discounted: 0,
        discount: 0,
      },
    ]);
    const sales =
      await rows(sql`select to_char(day, 'YYYY-MM-DD') as day, currency, product_id, lost_name, product_name,
        revenue_cents::int as revenue, units::int as units from product_sales_daily where units <> 0 order by 1, 2, 4`);
    const lost = {
      product_id: '00000000-0000-0000-0000-000000000000',
      lost_name: 'Old Hat',
      product_name: 'Old Hat',
      revenue: 0,
      units: 1,
    };
    expect(sales).toEqual([
      {
        day: '2024-03-01',
        currency: 'USD',
        product_id: product!.id,
        lost_name: '',
        product_name: 'Felt Cape',
        revenue: 2000 + 3000 - 300,
        units: 4,
      },
      { day: '2024-03-01', currency: 'USD', ...lost, units: 2 },
      {
        day: '2024-03-02',
        currency: 'EUR',
        product_id: product!.id,
        lost_name: '',
        product_name: 'Felt Cape',
        revenue: 1500,
        units: 2,
      },
      { day: '2024-03-02', currency: 'EUR', ...lost },
    ]);
    const customerDays = () =>
      rows(
        sql`select currency, customer_key, to_char(day, 'YYYY-MM-DD') as day, orders from customer_paid_days order by 1, 2, 3`,
      );
    expect(await customerDays()).toEqual([
      { currency: 'EUR', customer_key: 'a@example.com', day: '2024-03-02', orders: 1 },
      { currency: 'USD', customer_key: account!.id, day: '2024-03-01', orders: 2 },
    ]);

    // The account deleted: its orders stay, and count for their e-mail address from then on.
    await store.db.execute(sql`delete from users where id = ${account!.id}`);
    expect(await customerDays()).toEqual([
      { currency: 'EUR', customer_key: 'a@example.com', day: '2024-03-02', orders: 1 },
      { currency: 'USD', customer_key: 'a@example.com', day: '2024-03-01', orders: 2 },
    ]);

    // Migration 0021 (decision 0050): the refunded order was paid on its day, and is given back
    // whole by a refund on the day it last changed, so its net revenue stays nothing.
    const [refunded] = await rows<{ id: string; day: string }>(
      sql`select id, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as day from orders where payment_status = 'refunded'`,
    );
    await store.migrate(migrationsFolder);
    const usd = await rows(
      sql`select to_char(day, 'YYYY-MM-DD') as day, coupon_code, paid, revenue_cents::int as revenue
        from order_totals_daily where currency = 'USD' and day >= '2024-03-02' order by 1, 2`,
    );
    expect(usd).toEqual([
      { day: '2024-03-02', coupon_code: '', paid: 1, revenue: 1000 },
      { day: refunded!.day, coupon_code: '', paid: 0, revenue: -1000 },
    ]);
    expect(await rows(sql`select order_id, amount_cents, status from order_refunds order by order_id`)).toEqual([
      { order_id: refunded!.id, amount_cents: 1000, status: 'succeeded' },
    ]);
  });
});
