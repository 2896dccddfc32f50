/**
 * Opens the database: PGlite (Postgres in WASM, in-process) in DATA_DIR/pglite by default, or PostgreSQL through
 * node-postgres when DATABASE_URL is set. Both are wrapped in Drizzle with the same schema, so services never
 * know which one they talk to (decision record 001).
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';
import { pgliteExtensions } from './pglite-extensions';
import { withBaselineWasm } from './pglite-compile';

export type Schema = typeof schema;
/** The Drizzle database every service receives; identical API over PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle (same query API as Db). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either a database or an open transaction: services that may run inside a caller's transaction take this. */
export type DbOrTx = Db | Tx;

export type DatabaseHandle =
  | { kind: 'pglite'; db: Db; pglite: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; connectionString: string; close(): Promise<void> };

export type OpenDatabaseOptions = {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' for a throwaway in-memory database (tests). */
  pgliteDir?: string;
  /** node-postgres pool size per process. */
  poolMax?: number;
  /** A PGlite data-directory dump to start from instead of running initdb (tests: ~1 s instead of ~3-8 s). */
  pgliteTemplate?: Blob;
};

/**
 * PGlite runs inside this Node process, so its buffers count against the app's memory. PostgreSQL's defaults
 * (shared_buffers 128MB) are sized for a dedicated server; one firm's embedded database does well with less, and
 * the process saves ~100 MB RSS (measured: 365 -> 242 MB for PGlite alone at 16MB). 16MB rather than 32MB since
 * decision 226: PGlite's shared memory is written when it starts, so every MB is resident from the first second
 * (~35 MB less RSS measured), while the data files stay in the operating system's page cache either way.
 */
const PGLITE_CONF = ['shared_buffers = 16MB', 'work_mem = 8MB', 'maintenance_work_mem = 32MB'];

/** Opens PGlite or PostgreSQL and returns the Drizzle handle plus the raw client for the queue. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { kind: 'postgres', db, pool, connectionString: options.databaseUrl, close: () => pool.end() };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const pglite = await withBaselineWasm(() =>
    PGlite.create(dir, {
      extensions: pgliteExtensions,
      loadDataDir: options.pgliteTemplate,
      postgresqlconf: PGLITE_CONF,
    }),
  );
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite,
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}
