import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { migrationsBefore, migrationsFolder, openBareDatabase } from '#tests/support/migrations.ts';

it('migration 0006 turns accounts that never verified into sign-up requests and keeps verified ones', async () => {
  const before = await migrationsBefore('0006_signup_requests');
  const { db, migrate, close } = await openBareDatabase(undefined);
  try {
    await migrate(before.folder);
    await db.execute(sql`insert into users (name, email, password_hash, email_verified_at) values
      ('Verified', 'verified@example.com', 'scrypt$verified', now()),
      ('Pending', 'pending@example.com', 'scrypt$pending', null)`);

    await migrate(migrationsFolder);

    const users = await db.execute<{ email: string }>(sql`select email from users order by email`);
    expect(users.rows.map((u) => u.email)).toEqual(['verified@example.com']);
    const requests = await db.execute<{
      email: string;
      name: string;
      password_hash: string;
      code_spent: boolean;
      resend_open: boolean;
      live: boolean;
    }>(
      sql`select email, name, password_hash, code_expires_at <= now() as code_spent, code_sent_at < now() - interval '1 minute' as resend_open,
          expires_at > now() as live from signup_requests`,
    );
    // Its old code is void (expired), a new one may be sent at once, and the request lives on for a while.
    expect(requests.rows).toEqual([
      {
        email: 'pending@example.com',
        name: 'Pending',
        password_hash: 'scrypt$pending',
        code_spent: true,
        resend_open: true,
        live: true,
      },
    ]);
  } finally {
    await close();
    await before.remove();
  }
});
