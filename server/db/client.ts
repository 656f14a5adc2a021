/**
 * The database: embedded PGlite (in the directory given — the store passes DATA_DIR/db —
 * or in memory without one), or a real PostgreSQL through a node-postgres pool when a URL
 * (DATABASE_URL) is given. Both speak the same schema, migrations and queries. Services
 * see only `Db`, the Drizzle handle; start-up and shutdown hold the `Database` around it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ATTR_SERVER_ADDRESS, ATTR_SERVER_PORT } from '@opentelemetry/semantic-conventions';
import { activeTracer } from '#server/observability/tracing.ts';
import * as schema from './schema';
import { tracePglite, traceMethod } from './traced-queries';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** One transaction of `Db`: what a module's function that must run inside its caller's transaction takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the checked-in migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the store's setup lock, so processes starting at once on one
   * PostgreSQL take turns to migrate, seed and bootstrap instead of racing.
   */
  withSetupLock<T>(work: () => Promise<T>): Promise<T>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /** True when every migration shipped with this build has been applied (readiness). */
  migrationsDone(): Promise<boolean>;
  /** This process's connections: open, idle, and callers waiting for one (the embedded database: one, never waited for). */
  poolUse(): { total: number; idle: number; waiting: number };
  /** Closes cleanly; for PGlite this flushes and releases the data directory. */
  close(): Promise<void>;
}

// Beside this file in the source tree, and copied beside the compiled server by the build.
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Key of the PostgreSQL advisory lock held while a process migrates and seeds (any fixed number). */
const SETUP_LOCK_KEY = '7315406829';

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded database is used. */
  url?: string;
  /** Directory of the embedded database; `memory://` for a throw-away one. */
  pgliteDir?: string;
  /**
   * A data directory dumped from another embedded database (PGlite's `dumpDataDir`) to start
   * from instead of an empty one: tests start each file from one migrated copy.
   */
  pgliteFrom?: Blob;
  poolSize?: number;
  /**
   * Told when PostgreSQL drops one of the pool's connections (a restart, a failover, a
   * terminated backend). The pool opens a new one for the next query; the request that was
   * using it fails with an error `isDatabaseUnavailable` (./unavailable.ts) recognizes.
   */
  onConnectionLost?: (err: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10, options.onConnectionLost ?? (() => {}));
  return openPglite(options.pgliteDir ?? 'memory://', options.pgliteFrom);
}

async function openPglite(dir: string, from: Blob | undefined): Promise<Database> {
  let unlock = () => {};
  if (!dir.startsWith('memory://')) {
    fs.mkdirSync(dir, { recursive: true });
    unlock = lockDataDirectory(dir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dir, { extensions: { pg_trgm }, ...(from ? { loadDataDir: from } : {}) });
  } catch (err) {
    unlock();
    throw err;
  }
  // Only while traces are exported: otherwise the driver is left exactly as it is.
  if (activeTracer()) tracePglite(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // Shutdown paths overlap (a signal, a test's cleanup): only the first close() closes.
  let closed = false;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // One process owns an embedded database, so there is nobody to take turns with.
    withSetupLock: (work) => work(),
    ping: () => ping(db),
    migrationsDone: () => migrationsDone(db),
    poolUse: () => ({ total: 1, idle: 1, waiting: 0 }),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * An embedded database is one process's: a second one writing the same files would corrupt
 * them. A lock file beside the directory names the owner's pid; a file whose process is gone
 * (a crash, a killed container) is taken over.
 */
function lockDataDirectory(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = Number(fs.readFileSync(lockFile, 'utf8'));
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `The embedded database in ${dir} is in use by another process (pid ${owner}). ` +
          'Stop it first, or set DATABASE_URL to run several processes on one PostgreSQL.',
      );
    }
    fs.rmSync(lockFile, { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openPostgres(url: string, max: number, onConnectionLost: (err: Error) => void): Promise<Database> {
  // JIT compiling costs more than it saves on the store's short queries (a price-sorted
  // page of 10,000 products: ~800 ms with JIT, ~160 ms without).
  // At least two connections: setup holds its lock on one while migrating on another.
  const pool = new pg.Pool({ connectionString: url, max: Math.max(2, max), options: '-c jit=off' });
  // node-postgres emits 'error' on a client whose connection drops. The pool listens while
  // the client is idle (and drops it), but not while a request holds it, e.g. in the middle
  // of a transaction: unheard, that error would end the process. Every client is listened
  // to for its whole life; its query fails on its own, and the pool drops it when released.
  const tracing = activeTracer() !== undefined;
  const { hostname, port } = new URL(url);
  const server = { [ATTR_SERVER_ADDRESS]: hostname, [ATTR_SERVER_PORT]: Number(port || 5432) };
  pool.on('connect', (client) => {
    // Every query goes through a client's `query`, the pool's own included.
    if (tracing) traceMethod(client, 'query', server);
    // A terminated backend says so, then its socket ends: two errors, one connection lost.
    let told = false;
    client.on('error', (err) => {
      if (told) return;
      told = true;
      onConnectionLost(err);
    });
  });
  // The pool repeats an idle client's error, already heard above; unheard, it too would end the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    async withSetupLock(work) {
      // A session lock on a connection of its own; `work` runs on the pool's other connections.
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK_KEY]).catch((err: Error) => (broken = err));
        }
      } finally {
        // A connection that failed to unlock is dropped, which releases the lock with it.
        client.release(broken);
      }
    },
    ping: () => ping(db),
    migrationsDone: () => migrationsDone(db),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Runs raw SQL and returns its rows (both drivers answer with `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The newest migration shipped beside this file, read once (its folder does not change while running). */
let newestShipped: number | undefined;

/**
 * Drizzle's migrator records each applied migration with its folder time: the database is
 * migrated when the newest recorded is the newest shipped (or newer: a later build ran).
 */
async function migrationsDone(db: Db): Promise<boolean> {
  newestShipped ??= Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
  try {
    const [row] = await queryRows<{ newest: string | null }>(
      db,
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    return row?.newest != null && Number(row.newest) >= newestShipped;
  } catch {
    // No migrations table yet: none applied.
    return false;
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
