import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { type ChannelHandlers, type ChannelListener, listenPglite, listenPostgres } from "./notifications";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

/** The rows a raw `db.execute` returns: both drivers answer `{ rows }`, a shape the shared type leaves open. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export type DatabaseHandle = {
  db: Database;
  /** Cheap round trip used by the health check. */
  ping(): Promise<void>;
  /** Hears a notification channel (see `notifications.ts`); close the listener before the database. */
  listen(channel: string, handlers: ChannelHandlers): Promise<ChannelListener>;
  close(): Promise<void>;
} & (
  | { kind: "postgres" /** The pool Drizzle runs on, shared with the job queue. */; pool: pg.Pool }
  | {
      kind: "pglite" /** The embedded database Drizzle runs on, shared with the job queue. */;
      client: PGlite;
    }
);

const migrationsFolder = path.join(import.meta.dirname, "migrations");

export type DatabaseOptions =
  | { url: string }
  /**
   * `dataDir: null` keeps the embedded database in memory (tests); `from` starts that in-memory
   * database as a copy of a dumped data folder (`PGlite.dumpDataDir`), far quicker than creating one.
   */
  | { dataDir: string | null; from?: Blob };

/** Opens the database named by the configuration and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle =
    "url" in options ? openPostgres(options.url) : await openPglite(options.dataDir, options.from);
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** How long a request waits for a database connection before it is answered 503. */
export const CONNECTION_TIMEOUT_MS = 5000;

function openPostgres(url: string): DatabaseHandle & { migrate(): Promise<void> } {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    // A dead peer (host gone, no reset) is noticed by the operating system instead of never.
    keepAlive: true,
  });
  guardAgainstLostConnections(pool);
  // The two drivers' Drizzle types differ only in their query-result type; the app uses one.
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    pool,
    migrate: () => migrateOnce(pool),
    ping: async () => {
      await pool.query("select 1");
    },
    listen: async (channel, handlers) => listenPostgres(url, channel, handlers),
    close: () => pool.end(),
  };
}

/** Any fixed number: the advisory lock every SafeDraft process takes to migrate. */
const MIGRATION_LOCK = 7_310_001;

/**
 * Several processes starting at once on a new database would each create Drizzle's bookkeeping
 * schema and apply the same migrations, and all but one fail. A session advisory lock makes them
 * take turns; the ones after the first find nothing left to apply.
 */
async function migrateOnce(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * A database restart or a dropped connection must cost the requests in flight a 503, not the
 * process or the pool:
 * - a client that loses its connection emits 'error'; node-postgres only listens while the
 *   client is idle in the pool, so a connection lost during a transaction (checked out) would
 *   be an unhandled 'error' event and end the process. Every client gets a listener; the
 *   failure still reaches the query that was running.
 * - Drizzle's transaction sends BEGIN before its try/finally that releases the client, so a
 *   BEGIN that fails on a connection that has just died never gives the client back, and a few
 *   of those exhaust the pool for good. A checked-out client whose connection ends is released
 *   (and so removed from the pool) at once; the owner's own release later is a no-op.
 */
function guardAgainstLostConnections(pool: pg.Pool) {
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  // `pool.query` passes a callback and releases its own client; only checkouts (transactions) are guarded.
  pool.connect = ((callback?: unknown) => {
    if (callback) return connect(callback);
    return (connect() as Promise<pg.PoolClient>).then(releaseWhenLost);
  }) as typeof pool.connect;
}

function releaseWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const lost = () => {
    if (!released) client.release(new Error("Connection terminated unexpectedly"));
  };
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener("end", lost);
    release(error);
  };
  client.once("end", lost);
  return client;
}

async function openPglite(
  dataDir: string | null,
  from?: Blob,
): Promise<DatabaseHandle & { migrate(): Promise<void> }> {
  // Loaded only here: a process on PostgreSQL never needs the embedded database's code (tens of MB).
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  let release = () => {};
  let client: PGlite;
  if (dataDir) {
    const folder = path.join(dataDir, "pglite");
    mkdirSync(folder, { recursive: true });
    release = lockDataFolder(dataDir);
    client = new PGlite(folder);
  } else {
    client = new PGlite(from ? { loadDataDir: from } : undefined);
  }
  try {
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  // See openPostgres: one Database type for both drivers.
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    client,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * PGlite has no lock of its own: two processes on one folder corrupt it. A pid file refuses a
 * second process while the first is alive and is taken over when its owner has died.
 */
function lockDataFolder(dataDir: string): () => void {
  const lockFile = path.join(dataDir, "pglite.lock");
  if (existsSync(lockFile)) {
    const pid = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The data folder ${dataDir} is in use by process ${pid}. Stop that process first (one process per embedded database).`,
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
