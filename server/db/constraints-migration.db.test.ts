/**
 * Migration 0010 on a store that already holds rows (decision 0026): addresses written in
 * another case are normalised; two accounts for one address, or a row breaking a new rule,
 * stop the migration with a message naming them, and nothing changes.
 * On PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsFolder, storeMigratedBefore, type BareDatabase } from '#tests/support/migrations.ts';

const kinds = [
  { name: 'PGlite', postgres: false },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', postgres: true }] : []),
];

/** The driver's message (drizzle wraps it as the cause) with the failed statement's. */
function messagesOf(err: unknown): string {
  const e = err as Error & { cause?: Error };
  return `${e.message}\n${e.cause?.message ?? ''}`;
}

describe.each(kinds)('migration 0010 on $name', ({ postgres }) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A database migrated up to just before 0010. */
  const olderStore = () => storeMigratedBefore('0010_database_constraints', postgres, cleanups);
  const emails = async ({ db }: BareDatabase, table: 'users' | 'signup_requests') =>
    (
      await db.execute<{ email: string }>(sql`select email from ${sql.identifier(table)} order by email collate "C"`)
    ).rows.map((r) => r.email);

  it('writes addresses typed in another case the way the store does, so those accounts can sign in', async () => {
    const store = await olderStore();
    await store.db.execute(sql`insert into users (name, email, password_hash) values
      ('Ann', 'Ann@Example.com', 'x'), ('Bob', ' bob@example.com ', 'x'), ('Cy', 'cy@example.com', 'x')`);
    await store.db
      .execute(sql`insert into signup_requests (email, name, password_hash, code_hash, code_sent_at, code_expires_at, expires_at)
      values ('DEE@example.com', 'Dee', 'x', 'x', now(), now(), now())`);

    await store.migrate(migrationsFolder);

    expect(await emails(store, 'users')).toEqual(['ann@example.com', 'bob@example.com', 'cy@example.com']);
    expect(await emails(store, 'signup_requests')).toEqual(['dee@example.com']);
  });

  it('stops, naming them, when two accounts share an address in different case, and changes nothing', async () => {
    const store = await olderStore();
    await store.db.execute(sql`insert into users (name, email, password_hash, created_at) values
      ('Ann', 'ann@example.com', 'x', now() - interval '1 day'), ('Ann again', 'ANN@example.com', 'x', now()), ('Bob', 'Bob@example.com', 'x', now())`);

    const failure = await store.migrate(migrationsFolder).then(() => null, messagesOf);

    expect(failure).toContain(
      'Migration 0010 stopped: several accounts share one e-mail address written in different letter case: ann@example.com (ann@example.com, ANN@example.com). ' +
        'Merge or delete the extra accounts, then start the store again.',
    );
    expect(await emails(store, 'users')).toEqual(['ANN@example.com', 'Bob@example.com', 'ann@example.com'].sort());

    // Once the owner has merged the accounts, the store starts.
    await store.db.execute(sql`delete from users where email = 'ANN@example.com'`);
    await store.migrate(migrationsFolder);
    expect(await emails(store, 'users')).toEqual(['ann@example.com', 'bob@example.com']);
  });

  it('stops, naming the rule, when an existing coupon breaks one, and changes nothing', async () => {
    const store = await olderStore();
    await store.db.execute(sql`insert into users (name, email, password_hash) values ('Ann', 'Ann@example.com', 'x')`);
    await store.db.execute(
      sql`insert into coupons (code, type, value_hundredths) values ('HALFOFF', 'percentage', 5000), ('TOOMUCH', 'percentage', 15000)`,
    );

    const failure = await store.migrate(migrationsFolder).then(() => null, messagesOf);

    expect(failure).toContain(
      'check constraint "coupons_percentage_at_most_100" of relation "coupons" is violated by some row',
    );
    expect(await emails(store, 'users')).toEqual(['Ann@example.com']);
  });
});
