/** User accounts: creation and the admin bootstrap. Sign-in flows live in the auth service. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../auth/password';

export type { Role } from '../../domain/auth';
import type { Role } from '../../domain/auth';

export interface NewUser {
  name: string;
  email: string;
  password: string;
  role?: Role;
  /** Accounts created by the store itself (admin bootstrap, demo seed) need no e-mailed code. */
  verified?: boolean;
}

/** E-mail addresses are case-insensitive: they are stored and compared lower-case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
  return user;
}

/**
 * Creates the user, or — when the address already exists — sets the given password, name
 * and role on it. Used for the admin bootstrap and the demo account, so start is idempotent.
 */
export async function upsertUser(db: Db, input: NewUser) {
  const passwordHash = await hashPassword(input.password);
  const email = normalizeEmail(input.email);
  const [user] = await db
    .insert(users)
    .values({
      name: input.name,
      email,
      passwordHash,
      role: input.role ?? 'customer',
      emailVerifiedAt: input.verified ? new Date() : null,
    })
    .onConflictDoUpdate({
      target: users.email,
      set: { passwordHash, role: input.role ?? 'customer', ...(input.verified ? { emailVerifiedAt: new Date() } : {}) },
    })
    .returning();
  return user!;
}

/** ADMIN_EMAIL + ADMIN_PASSWORD: make sure that admin account exists with that password. */
export async function ensureAdmin(db: Db, email: string, password: string) {
  return upsertUser(db, { name: 'Store Admin', email, password, role: 'admin', verified: true });
}

export function createUserService(db: Db) {
  return {
    /** Every account, newest first, without secrets (admin users screen). */
    async listUsers() {
      const rows = await db.select().from(users).orderBy(desc(users.createdAt));
      return rows.map((u) => ({
        _id: u.id,
        name: u.name,
        email: u.email,
        role: u.role,
        verified: u.emailVerifiedAt !== null,
        createdAt: u.createdAt.toISOString(),
      }));
    },
  };
}
