import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { verifyPassword } from '../auth/password';
import { ensureAdmin, findUserByEmail, upsertUser } from './users';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
});
afterAll(() => database.close());

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

  it('promotes an existing customer with the same address (case-insensitive)', async () => {
    await upsertUser(database.db, { name: 'Aida', email: 'aida@example.com', password: 'customer-pass' });
    expect((await findUserByEmail(database.db, 'aida@example.com'))!.role).toBe('customer');
    await ensureAdmin(database.db, 'AIDA@example.com', 'admin-password');
    const user = await findUserByEmail(database.db, 'aida@example.com');
    expect(user!.role).toBe('admin');
    expect(user!.name).toBe('Aida');
  });
});
