/**
 * The demo seed's accounts, and what becomes of them in production. A store tried out in
 * development and then started with NODE_ENV=production keeps its database, demo customer
 * included, whose password the README publishes: production start disables those accounts
 * and ends their sessions (the `disabled` flag of decision 30; their reviews stay).
 *
 * They are known by their addresses: every one is on example.com, a domain reserved for
 * examples (RFC 2606) where no shopper can receive the code that signing up needs, so no
 * real account can share one and no marker column is needed.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema.ts';

/** The demo customer (documented in the README). */
export const DEMO_CUSTOMER = {
  name: 'Demo Shopper',
  email: 'demo@example.com',
  password: 'demo12345',
} as const;

/** The languages demo review comments are written in (demo-catalogue.ts `REVIEW_COMMENTS`). */
export type DemoLanguage = 'en' | 'es' | 'fr' | 'hi' | 'ru' | 'ky';

/**
 * Customers who wrote the demo reviews; they get random passwords nobody knows. Each writes
 * only in the languages a person of that name plausibly would: the Kyrgyz names in Kyrgyz
 * and Russian (both widely written in Kyrgyzstan), the Indian name in Hindi and English.
 */
export const REVIEW_AUTHORS = [
  { name: 'Aigerim Sadykova', email: 'aigerim.sadykova@example.com', languages: ['ky', 'ru'] },
  { name: 'Lucas Martin', email: 'lucas.martin@example.com', languages: ['fr'] },
  { name: 'Priya Sharma', email: 'priya.sharma@example.com', languages: ['hi', 'en'] },
  { name: 'Sofía García', email: 'sofia.garcia@example.com', languages: ['es'] },
  { name: 'Camille Dubois', email: 'camille.dubois@example.com', languages: ['fr'] },
  { name: 'Daniyar Toktogulov', email: 'daniyar.toktogulov@example.com', languages: ['ru', 'ky'] },
  { name: 'Emily Carter', email: 'emily.carter@example.com', languages: ['en'] },
  { name: 'James Whitfield', email: 'james.whitfield@example.com', languages: ['en'] },
  { name: 'Bermet Asanova', email: 'bermet.asanova@example.com', languages: ['ky'] },
  { name: 'Azamat Jumabekov', email: 'azamat.jumabekov@example.com', languages: ['ky', 'ru'] },
  { name: 'Elena Smirnova', email: 'elena.smirnova@example.com', languages: ['ru'] },
] as const satisfies ReadonlyArray<{ name: string; email: string; languages: readonly DemoLanguage[] }>;

/** Every address the demo seed creates an account for. */
export const DEMO_ACCOUNT_EMAILS: readonly string[] = [DEMO_CUSTOMER.email, ...REVIEW_AUTHORS.map((a) => a.email)];

/**
 * Disables every demo account still enabled and revokes its sessions, whatever its role (a
 * demo account promoted to admin in development would otherwise be an admin with a
 * published password). Answers the addresses it disabled, so start can say so once each.
 */
export async function disableDemoAccounts(db: Db, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const disabled = await tx
      .update(users)
      .set({ disabled: true })
      .where(and(inArray(users.email, [...DEMO_ACCOUNT_EMAILS]), eq(users.disabled, false)))
      .returning({ id: users.id, email: users.email });
    if (disabled.length > 0) {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            inArray(
              sessions.userId,
              disabled.map((u) => u.id),
            ),
            isNull(sessions.revokedAt),
          ),
        );
    }
    return disabled.map((u) => u.email).sort();
  });
}

/** Production start's part: disables the demo accounts and says so, one line for each. */
export async function disableDemoAccountsAtStart(db: Db, logger: Pick<Logger, 'warn'>): Promise<void> {
  for (const email of await disableDemoAccounts(db))
    logger.warn({ email }, `demo account ${email} disabled: NODE_ENV=production`);
}
