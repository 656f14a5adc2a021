/** User accounts: creation, the admin bootstrap and the back office's account management. Sign-in flows live in the auth service. */
import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUser, AdminUserPage } from '#domain/api-answer-schemas.ts';
import { pageCountOf } from '#domain/catalog-query.ts';
import { fromCents } from '#domain/money.ts';
import { USER_ADMIN_MESSAGES, type UserListQuery, type UserUpdate, type Role } from '#domain/user-admin.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema.ts';
import { purchasesByAccount } from '#server/services/orders/index.ts';
import { isCommonPassword } from '#server/auth/common-passwords.ts';
import { hashPassword } from '#server/auth/password.ts';
import { invalidField, ServiceError } from '#server/services/errors.ts';
import { PASSWORD_TOO_COMMON } from '#domain/auth-limits.ts';

export type { Role } from '#domain/user-admin.ts';

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
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
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
      set: {
        passwordHash,
        role: input.role ?? 'customer',
        ...(input.verified ? { emailVerifiedAt: new Date() } : {}),
        // ADMIN_EMAIL and create-admin are the way back in, even to an account disabled in the back office.
        ...(input.role === 'admin' ? { disabled: false } : {}),
      },
    })
    .returning();
  return user!;
}

/** Wherever a password is chosen (sign-up, reset, admin creation): none of the 10,000 most common. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw invalidField('password', PASSWORD_TOO_COMMON);
}

/** ADMIN_EMAIL + ADMIN_PASSWORD: make sure that admin account exists with that password. */
export async function ensureAdmin(db: Db, email: string, password: string) {
  refuseCommonPassword(password);
  return upsertUser(db, { name: 'Store Admin', email, password, role: 'admin', verified: true });
}

/** `%` and `_` typed in a search are letters, not wildcards. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function createUserService(db: Db) {
  const bought = purchasesByAccount(db);

  /** Accounts with their order figures, newest first. */
  function selectUsers(where: SQL | undefined) {
    return db
      .select({ user: users, orderCount: bought.orderCount, spentCents: bought.spentCents })
      .from(users)
      .leftJoin(bought, eq(bought.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id));
  }

  function toAdminUser(row: {
    user: typeof users.$inferSelect;
    orderCount: number | null;
    spentCents: string | null;
  }): AdminUser {
    const u = row.user;
    return {
      _id: u.id,
      name: u.name,
      email: u.email,
      role: u.role,
      verified: u.emailVerifiedAt !== null,
      disabled: u.disabled,
      createdAt: u.createdAt.toISOString(),
      orderCount: row.orderCount ?? 0,
      totalSpent: fromCents(Number(row.spentCents ?? 0)),
    };
  }

  async function findAdminUser(id: string): Promise<AdminUser> {
    const [row] = await selectUsers(eq(users.id, id));
    if (!row) throw new ServiceError('not_found', USER_ADMIN_MESSAGES.notFound);
    return toAdminUser(row);
  }

  /**
   * Runs `change` on the target account while no other change of an administrator can
   * interleave: the enabled admins' rows are locked first (in id order, so two changes
   * never wait on each other crosswise), then the target's. A change that would leave the
   * store without an enabled admin, or one made by an account that is no longer an enabled
   * admin, is refused — two admins demoting each other at once cannot both succeed.
   */
  async function changeAccount(
    actorId: string,
    targetId: string,
    /** True when the change takes admin rights away (demote, disable, delete). */
    removesAdmin: boolean,
    change: (tx: Tx) => Promise<void>,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.disabled, false)))
        .orderBy(asc(users.id))
        .for('update');
      const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for('update');
      if (!target) throw new ServiceError('not_found', USER_ADMIN_MESSAGES.notFound);
      const enabledAdmin = target.role === 'admin' && !target.disabled;
      if (enabledAdmin && removesAdmin && !admins.some((a) => a.id !== targetId)) {
        throw new ServiceError('conflict', USER_ADMIN_MESSAGES.lastAdmin);
      }
      if (!admins.some((a) => a.id === actorId)) throw new ServiceError('forbidden', USER_ADMIN_MESSAGES.adminRequired);
      await change(tx);
    });
  }

  return {
    /** Every account, newest first, without secrets (the plain GET /api/users). */
    async listUsers(): Promise<AdminUser[]> {
      return (await selectUsers(undefined)).map(toAdminUser);
    },

    /** One page of accounts whose name or e-mail contains the search, ignoring case. */
    async listUserPage(query: UserListQuery): Promise<AdminUserPage> {
      const where = query.search
        ? or(ilike(users.name, likePattern(query.search)), ilike(users.email, likePattern(query.search)))
        : undefined;
      const [counted, rows] = await Promise.all([
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(where),
        selectUsers(where)
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
      ]);
      const total = counted[0]?.n ?? 0;
      return {
        users: rows.map(toAdminUser),
        total,
        page: query.page,
        pageSize: query.pageSize,
        pageCount: pageCountOf(total, query.pageSize),
      };
    },

    /**
     * An admin changes an account's role and/or disabled flag. Nobody demotes or disables
     * themselves; disabling ends every session of the account at once.
     */
    async updateUser(actorId: string, targetId: string, update: UserUpdate, now = new Date()): Promise<AdminUser> {
      if (targetId === actorId && update.role === 'customer')
        throw new ServiceError('forbidden', USER_ADMIN_MESSAGES.selfDemote);
      if (targetId === actorId && update.disabled === true)
        throw new ServiceError('forbidden', USER_ADMIN_MESSAGES.selfDisable);
      await changeAccount(actorId, targetId, update.role === 'customer' || update.disabled === true, async (tx) => {
        await tx
          .update(users)
          .set({
            ...(update.role ? { role: update.role } : {}),
            ...(update.disabled !== undefined ? { disabled: update.disabled } : {}),
          })
          .where(eq(users.id, targetId));
        if (update.disabled) {
          await tx
            .update(sessions)
            .set({ revokedAt: now })
            .where(and(eq(sessions.userId, targetId), isNull(sessions.revokedAt)));
        }
      });
      return findAdminUser(targetId);
    },

    /** Deletes an account; its sessions go with it, its orders and reviews stay (decision 0030). */
    async deleteUser(actorId: string, targetId: string): Promise<void> {
      if (targetId === actorId) throw new ServiceError('forbidden', USER_ADMIN_MESSAGES.selfDelete);
      await changeAccount(actorId, targetId, true, async (tx) => {
        await tx.delete(users).where(eq(users.id, targetId));
      });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
