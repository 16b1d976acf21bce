import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openDatabase, PGLITE_EXTENSIONS, type Database, type DatabaseHandle } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { refuseQueriesBesideOpenTransaction } from '../db/pglite-guard.ts';

/** A database of its own for one test file, dropped again when the file is done. */
export interface TestDatabase extends DatabaseHandle {
  /** The PostgreSQL database's name; null for in-memory PGlite. */
  readonly name: string | null;
}

const SERVER_URL_VARIABLE = 'DATABASE_URL';

/**
 * Without DATABASE_URL: a fresh in-memory PGlite. With it: a new, uniquely named database on that
 * PostgreSQL server (migrated through openDatabase like production), dropped on close.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env[SERVER_URL_VARIABLE];
  if (!serverUrl) {
    const handle = await openPglite();
    return { db: handle.db, kind: handle.kind, name: null, isReady: () => handle.isReady(), close: () => handle.close() };
  }

  const name = `tenaga_t_${randomBytes(6).toString('hex')}`;
  await administer(serverUrl, `create database "${name}" template "${await migratedTemplate(serverUrl)}"`);
  const url = databaseUrl(serverUrl, name);
  let handle: DatabaseHandle;
  try {
    // A handful of connections is plenty for one test file and keeps many files under max_connections.
    // Applies nothing on a copy of the current template; keeps the copy honest if it is not.
    handle = await openDatabase({ url, dataDir: null, poolSize: 5 });
  } catch (error) {
    await dropDatabase(serverUrl, name);
    throw error;
  }
  let closed = false;
  return {
    db: handle.db,
    kind: handle.kind,
    name,
    isReady: () => handle.isReady(),
    ...(handle.writeSignal ? { writeSignal: handle.writeSignal } : {}),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await handle.close();
      } finally {
        await dropDatabase(serverUrl, name);
      }
    },
  };
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let pgTemplate: Promise<string> | undefined;
/**
 * A database migrated the production way, which each file's database copies (CREATE DATABASE …
 * TEMPLATE takes a fraction of running every migration). Named by the migrations, made once per
 * server by whichever test process comes first (the others wait on an advisory lock), under a
 * name of its own until it is complete; templates of older migrations are dropped when unused.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  pgTemplate ??= makeMigratedTemplate(serverUrl).catch((error: unknown) => {
    pgTemplate = undefined;
    throw error;
  });
  return pgTemplate;
}

async function makeMigratedTemplate(serverUrl: string): Promise<string> {
  const template = `tenaga_tpl_${migrationsHash().slice(0, 16)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [template]);
    const existing = await client.query('select 1 from pg_database where datname = $1', [template]);
    if (existing.rowCount) return template;
    const building = `${template}_${randomBytes(4).toString('hex')}`;
    await administer(serverUrl, `create database "${building}"`);
    try {
      await (await openDatabase({ url: databaseUrl(serverUrl, building), dataDir: null, poolSize: 1 })).close();
      await client.query(`alter database "${building}" rename to "${template}"`);
    } catch (error) {
      await dropDatabase(serverUrl, building);
      throw error;
    }
    const stale = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 'tenaga\\_tpl\\_%' and datname <> $1`,
      [template],
    );
    // Without FORCE: a template another run is copying right now stays.
    for (const { datname } of stale.rows) await client.query(`drop database if exists "${datname}"`).catch(() => undefined);
    return template;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  // FORCE ends any connection a failed test left open, so the database never lingers.
  await administer(serverUrl, `drop database if exists "${name}" with (force)`);
}

/** Runs one statement that cannot run in a transaction (create/drop database) on the server's own database. */
async function administer(serverUrl: string, statement: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const client = new pg.Client({ connectionString: serverUrl });
    try {
      await client.connect();
      await client.query(statement);
      return;
    } catch (error) {
      // 55006 object_in_use: another file was creating a database from template1 at the same moment.
      if ((error as { code?: string }).code !== '55006' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

const MIGRATIONS = path.resolve(import.meta.dirname, '../db/migrations');
const TEMPLATES = path.join(os.tmpdir(), 'tenaga-test-pglite');

/**
 * A fresh in-memory PGlite. PGlite runs initdb for every new instance, which costs seconds of CPU
 * per test file; so the first file makes a migrated template the production way (openDatabase
 * with dataDir null), keeps it in the temp directory, and every file after that starts its own
 * instance from a copy of it. The template is named by the migrations and the PGlite version, so
 * a new migration makes a new one. TENAGA_TEST_PGLITE_TEMPLATE=off opens every file with
 * openDatabase directly.
 */
async function openPglite(): Promise<DatabaseHandle> {
  if (process.env.TENAGA_TEST_PGLITE_TEMPLATE === 'off') return openDatabase({ dataDir: null });
  const file = path.join(TEMPLATES, `${templateKey()}.tar.gz`);
  const image = readIfExists(file);
  if (!image) {
    const fresh = await openDatabase({ dataDir: null });
    await saveTemplate(file, await (fresh.db as unknown as { $client: PGlite }).$client.dumpDataDir('gzip'));
    return fresh;
  }
  const client = await PGlite.create({ loadDataDir: new Blob([image], { type: 'application/x-gzip' }), extensions: PGLITE_EXTENSIONS });
  refuseQueriesBesideOpenTransaction(client);
  const db = drizzle({ client, schema });
  // Applies nothing on a current template; keeps the copy honest if it is not.
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Database, kind: 'pglite', isReady: async () => true, close: () => client.close() };
}

function readIfExists(file: string): Buffer | null {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function templateKey(): string {
  const hash = createHash('sha256').update(pgliteVersion()).update(migrationsHash());
  return `migrated-${hash.digest('hex').slice(0, 16)}`;
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of fs.readdirSync(MIGRATIONS, { recursive: true }).map(String).sort()) {
    const entry = path.join(MIGRATIONS, name);
    if (fs.statSync(entry).isFile()) hash.update(name).update(fs.readFileSync(entry));
  }
  return hash.digest('hex');
}

/** Its package.json is not exported, so it is found from the package's entry point. */
function pgliteVersion(): string {
  for (
    let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    dir !== path.dirname(dir);
    dir = path.dirname(dir)
  ) {
    const manifest = path.join(dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (name === '@electric-sql/pglite' && version) return version;
  }
  throw new Error('cannot find the version of @electric-sql/pglite');
}

async function saveTemplate(file: string, image: Blob): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and renamed: another test process never reads half a template.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  fs.writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  fs.renameSync(partial, file);
  for (const other of fs.readdirSync(path.dirname(file))) {
    const stale = path.join(path.dirname(file), other);
    if (stale !== file && other.startsWith('migrated-') && !other.endsWith('.partial')) fs.rmSync(stale, { force: true });
  }
}
