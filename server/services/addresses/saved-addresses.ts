/**
 * A signed-in shopper's saved shipping addresses (decision 0066): add, edit, delete, choose
 * the default. Every read and write names the account, so another account's address is
 * "not found", never changed. The rules kept here, each in one transaction that holds the
 * account's lock (two tabs cannot both add the tenth, or both take the first default):
 * the first saved is the default; deleting the default makes the newest remaining one the
 * default; at most SAVED_ADDRESS_LIMIT per account.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SavedAddress, SavedAddressesAnswer } from '#domain/api-answer-schemas.ts';
import { type AddressParts, SAVED_ADDRESS_LIMIT, SAVED_ADDRESS_TEXT, sameAddress } from '#domain/saved-addresses.ts';
import type { ShippingAddress } from '#domain/shipping-address.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { savedAddresses } from '#server/db/schema.ts';
import { ServiceError } from '#server/services/errors.ts';

type Row = typeof savedAddresses.$inferSelect;

function toSavedAddress(row: Row): SavedAddress {
  return {
    _id: row.id,
    phone: row.phone,
    firstName: row.firstName,
    lastName: row.lastName,
    country: row.country,
    state: row.state,
    address: row.address,
    city: row.city,
    postalCode: row.postalCode,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns an address writes: its parts as given, no state stored as null. */
const columns = (input: AddressParts) => ({
  phone: input.phone,
  firstName: input.firstName,
  lastName: input.lastName,
  country: input.country,
  state: input.state || null,
  address: input.address,
  city: input.city,
  postalCode: input.postalCode,
});

/** One account's changes wait for each other (PGlite and PostgreSQL alike), released at commit. */
async function lockAccount(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`saved-addresses:${userId}`}, 0))`);
}

/** The default first, then the newest. */
async function rowsOf(db: Db | Tx, userId: string): Promise<Row[]> {
  return db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.isDefault), desc(savedAddresses.createdAt), desc(savedAddresses.id));
}

const answerOf = (rows: Row[]): SavedAddressesAnswer => ({
  addresses: rows.map(toSavedAddress),
  limit: SAVED_ADDRESS_LIMIT,
});

async function ownRow(tx: Tx, userId: string, id: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(savedAddresses)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)));
  if (!row) throw new ServiceError('not_found', SAVED_ADDRESS_TEXT.notFound);
  return row;
}

/** Inserts under the account's lock: the first one is the default. The caller checked the limit. */
async function insertAddress(tx: Tx, userId: string, input: AddressParts, existing: number, at: Date) {
  await tx
    .insert(savedAddresses)
    .values({ userId, ...columns(input), isDefault: existing === 0, createdAt: at, updatedAt: at });
}

/**
 * Checkout's "Save this address to my account", inside the placing order's transaction, so
 * it is saved when the order is placed and not before. An address the account already has
 * (the same whatever the spacing or case) is not saved twice; a full book is left as it is —
 * the order matters more than the copy. Answers what happened.
 */
export async function saveCheckoutAddress(
  tx: Tx,
  userId: string,
  address: AddressParts,
  at: Date,
): Promise<'saved' | 'already saved' | 'full'> {
  await lockAccount(tx, userId);
  const rows = await rowsOf(tx, userId);
  if (rows.some((row) => sameAddress(row, address))) return 'already saved';
  if (rows.length >= SAVED_ADDRESS_LIMIT) return 'full';
  await insertAddress(tx, userId, address, rows.length, at);
  return 'saved';
}

export function createAddressService(db: Db, now: () => Date = () => new Date()) {
  /** One change under the account's lock, answering the account's addresses after it. */
  const change = (userId: string, work: (tx: Tx, rows: Row[]) => Promise<void>) =>
    db.transaction(async (tx) => {
      await lockAccount(tx, userId);
      await work(tx, await rowsOf(tx, userId));
      return answerOf(await rowsOf(tx, userId));
    });

  return {
    list: async (userId: string): Promise<SavedAddressesAnswer> => answerOf(await rowsOf(db, userId)),

    /** A new address; the first one is the default. Past the limit: 409, nothing saved. */
    add: (userId: string, input: ShippingAddress) =>
      change(userId, async (tx, rows) => {
        if (rows.length >= SAVED_ADDRESS_LIMIT) throw new ServiceError('conflict', SAVED_ADDRESS_TEXT.limit);
        await insertAddress(tx, userId, input, rows.length, now());
      }),

    /** Every field replaced; the default stays where it is. */
    update: (userId: string, id: string, input: ShippingAddress) =>
      change(userId, async (tx) => {
        await ownRow(tx, userId, id);
        await tx
          .update(savedAddresses)
          .set({ ...columns(input), updatedAt: now() })
          .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)));
      }),

    /** Gone; when it was the default, the newest remaining one becomes the default. */
    remove: (userId: string, id: string) =>
      change(userId, async (tx, rows) => {
        const row = await ownRow(tx, userId, id);
        await tx.delete(savedAddresses).where(eq(savedAddresses.id, row.id));
        if (!row.isDefault) return;
        // The others are read newest first (the default, this one, led the list).
        const newest = rows.find((other) => other.id !== row.id);
        if (newest) await tx.update(savedAddresses).set({ isDefault: true }).where(eq(savedAddresses.id, newest.id));
      }),

    /** This one becomes the default, the former default an ordinary one (the old first: one default at a time). */
    makeDefault: (userId: string, id: string) =>
      change(userId, async (tx) => {
        const row = await ownRow(tx, userId, id);
        if (row.isDefault) return;
        await tx
          .update(savedAddresses)
          .set({ isDefault: false })
          .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true)));
        await tx.update(savedAddresses).set({ isDefault: true }).where(eq(savedAddresses.id, row.id));
      }),
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
