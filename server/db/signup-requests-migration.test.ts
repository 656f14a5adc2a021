import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true }))));

/** A copy of the migrations that stops before `tag`, as a database made before it had them. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-migrations-'));
  dirs.push(dir);
  await fs.cp(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag));
  await fs.writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

it('migration 0006 turns accounts that never verified into sign-up requests and keeps verified ones', async () => {
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  const db = drizzle(client);
  try {
    await migrate(db, { migrationsFolder: await migrationsBefore('0006_signup_requests') });
    await db.execute(sql`insert into users (name, email, password_hash, email_verified_at) values
      ('Verified', 'verified@example.com', 'scrypt$verified', now()),
      ('Pending', 'pending@example.com', 'scrypt$pending', null)`);

    await migrate(db, { migrationsFolder });

    const users = await db.execute<{ email: string }>(sql`select email from users order by email`);
    expect(users.rows.map((u) => u.email)).toEqual(['verified@example.com']);
    const requests = await db.execute<{ email: string; name: string; password_hash: string; code_spent: boolean; resend_open: boolean; live: boolean }>(
      sql`select email, name, password_hash, code_expires_at <= now() as code_spent, code_sent_at < now() - interval '1 minute' as resend_open,
          expires_at > now() as live from signup_requests`,
    );
    // Its old code is void (expired), a new one may be sent at once, and the request lives on for a while.
    expect(requests.rows).toEqual([
      { email: 'pending@example.com', name: 'Pending', password_hash: 'scrypt$pending', code_spent: true, resend_open: true, live: true },
    ]);
  } finally {
    await client.close();
  }
});
