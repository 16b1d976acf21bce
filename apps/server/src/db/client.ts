import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { ResilientPool } from './pool.ts';
import { refuseQueriesBesideOpenTransaction } from './pglite-guard.ts';
import { createPostgresWriteSignal, type WriteSignal } from './write-signal.ts';

export type Schema = typeof schema;
/** Either driver's database; both speak the same PostgreSQL dialect through drizzle. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** PostgreSQL only (several processes may write): how the processes tell each other they wrote. */
  readonly writeSignal?: WriteSignal;
  /** Whether the database answers now (the health check's readiness). */
  isReady(): Promise<boolean>;
  close(): Promise<void>;
}

const MIGRATIONS = path.resolve(import.meta.dirname, 'migrations');
/** Extensions the migrations create; PGlite must load them before CREATE EXTENSION can. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir` (or in memory
 * when `dataDir` is null, for tests), and applies the migrations.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir: string | null;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 20) : openPglite(options.dataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  // numeric columns stay decimal strings (pg's default), dates as 'YYYY-MM-DD' strings
  pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
  // JIT compilation pays off for long analytic queries; for the app's short ones it costs more than
  // it saves (the employee list at 100,000 employees: p50 144 → 96 ms with it off). A random page
  // read costs about what a sequential one does on SSDs and in the cache: at the default (4) the
  // planner walks a whole index in order, or hashes a whole table, rather than use a selective index.
  // A connection the server ends (a restart, an administrator, a dropped test database while the
  // pool closes) leaves the pool; the next query opens a new connection, or fails on its own (503).
  const pool = new ResilientPool({ connectionString: url, max: poolSize, options: '-c jit=off -c random_page_cost=1.1' });
  // Several processes may start together: one migrates while the others wait on the lock.
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext('tenaga:migrations'))");
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS });
    await client.query("select pg_advisory_unlock(hashtext('tenaga:migrations'))");
  } finally {
    client.release();
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const writeSignal = await createPostgresWriteSignal(url, pool);
  return {
    db,
    kind: 'postgres',
    writeSignal,
    isReady: () => answers(pool),
    close: async () => {
      await writeSignal.close();
      await pool.end();
    },
  };
}

/** How long the health check waits for the database before calling it not ready. */
const READY_TIMEOUT_MS = 2_000;

async function answers(pool: pg.Pool): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)));
  const ping = pool.query('select 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  let client: PGlite;
  if (dataDir) {
    const directory = path.resolve(dataDir, 'pglite');
    fs.mkdirSync(directory, { recursive: true });
    releaseLock = takeDirectoryLock(path.resolve(dataDir, 'tenaga.lock'));
    client = await PGlite.create({ dataDir: directory, extensions: PGLITE_EXTENSIONS });
  } else {
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  }
  refuseQueriesBesideOpenTransaction(client);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    isReady: async () => true,
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * PGlite allows exactly one process per data directory: two would silently diverge. The lock
 * file holds the owner's pid; a lock left by a process that no longer runs is taken over.
 */
function takeDirectoryLock(lockPath: string): () => void {
  const tryCreate = () => fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  try {
    tryCreate();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(fs.readFileSync(lockPath, 'utf8'));
    if (owner && owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `The data directory ${path.dirname(lockPath)} is in use by another Tenaga process (pid ${owner}). ` +
          'Stop it first, or set DATA_DIR to another directory, or DATABASE_URL to use PostgreSQL.',
        { cause: error },
      );
    }
    fs.rmSync(lockPath, { force: true });
    tryCreate();
  }
  return () => fs.rmSync(lockPath, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
