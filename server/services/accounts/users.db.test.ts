import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { createTestDatabase, type TestDatabase, openMigratedDatabase } from '#tests/support/test-database.ts';
import { verifyPassword } from '#server/auth/password.ts';
import { USER_ADMIN_MESSAGES } from '#domain/user-admin.ts';
import { createUserService, ensureAdmin, findUserByEmail, upsertUser } from './users';

let testDb: TestDatabase;
let database: Database;
// PGlite, or PostgreSQL with TEST_DATABASE_URL, where the race below runs on separate connections.
beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openMigratedDatabase(testDb.url);
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});

describe('admin bootstrap', () => {
  it('creates the admin account with that password, verified', async () => {
    await ensureAdmin(database.db, 'Owner@Example.com', 'first-password');
    const admin = await findUserByEmail(database.db, 'owner@example.com');
    expect(admin).toMatchObject({ email: 'owner@example.com', role: 'admin' });
    expect(admin!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword('first-password', admin!.passwordHash)).toBe(true);
  });

  it('is idempotent and takes the new password on the next start', async () => {
    await ensureAdmin(database.db, 'owner@example.com', 'second-password');
    const admin = await findUserByEmail(database.db, 'OWNER@example.com');
    expect(await verifyPassword('second-password', admin!.passwordHash)).toBe(true);
    expect(await verifyPassword('first-password', admin!.passwordHash)).toBe(false);
  });

  it('enables the account again when it was disabled in the back office (the way back in)', async () => {
    const admin = await ensureAdmin(database.db, 'owner@example.com', 'third-password');
    await database.db.update(users).set({ disabled: true }).where(eq(users.id, admin.id));
    await ensureAdmin(database.db, 'owner@example.com', 'third-password');
    expect((await findUserByEmail(database.db, 'owner@example.com'))!.disabled).toBe(false);
  });

  it('promotes an existing customer with the same address (case-insensitive)', async () => {
    await upsertUser(database.db, { name: 'Aida', email: 'aida@example.com', password: 'customer-pass' });
    expect((await findUserByEmail(database.db, 'aida@example.com'))!.role).toBe('customer');
    await ensureAdmin(database.db, 'AIDA@example.com', 'admin-password');
    const user = await findUserByEmail(database.db, 'aida@example.com');
    expect(user!.role).toBe('admin');
    expect(user!.name).toBe('Aida');
  });
});

describe('account management keeps an enabled admin', () => {
  it('refuses the second of two admins demoting each other at once as the last admin', async () => {
    const service = createUserService(database.db);
    for (let round = 0; round < 5; round++) {
      const a = await upsertUser(database.db, {
        name: 'A',
        email: `race-a${round}@example.com`,
        password: 'password-a1',
        role: 'admin',
        verified: true,
      });
      const b = await upsertUser(database.db, {
        name: 'B',
        email: `race-b${round}@example.com`,
        password: 'password-b1',
        role: 'admin',
        verified: true,
      });
      // Only these two are admins.
      for (const u of await service.listUsers()) {
        if (u.role === 'admin' && u._id !== a.id && u._id !== b.id)
          await service.updateUser(a.id, u._id, { role: 'customer' });
      }
      const results = await Promise.allSettled([
        service.updateUser(a.id, b.id, { role: 'customer' }),
        service.updateUser(b.id, a.id, { role: 'customer' }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ kind: 'conflict', message: USER_ADMIN_MESSAGES.lastAdmin });
      expect((await service.listUsers()).filter((u) => u.role === 'admin' && !u.disabled)).toHaveLength(1);
    }
  });
});
