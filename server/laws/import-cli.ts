/**
 * Imports a statute folder into the app database:
 *   node --import tsx server/laws/import-cli.ts <folder> [--prune] [--force]
 * DATABASE_URL selects PostgreSQL; otherwise the embedded PGlite in DATA_DIR/pglite (default ./data) is used.
 * The statute tables are created if missing, so the command also works on a database without the migration.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { importLawFolder } from './import-laws';
import { type AnyPgDb, createLawTables } from './sql';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const folder = args.find((a) => !a.startsWith('--'));
  if (!folder) {
    console.error('用法: node --import tsx server/laws/import-cli.ts <法规目录> [--prune] [--force]');
    process.exit(2);
  }
  const dir = path.resolve(folder);
  let db: AnyPgDb;
  let close: () => Promise<void>;
  let target: string;
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
    db = drizzlePg({ client: pool }) as unknown as AnyPgDb;
    close = () => pool.end();
    target = 'PostgreSQL (DATABASE_URL)';
  } else {
    // The same directory the app opens (server/plugins/db.ts): DATA_DIR/pglite. Stop the app first: PGlite is
    // one process per directory.
    const dataDir = path.resolve(process.env.DATA_DIR ?? './data', 'pglite');
    mkdirSync(dataDir, { recursive: true });
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    db = drizzlePglite({ client }) as unknown as AnyPgDb;
    close = () => client.close();
    target = `PGlite (${dataDir})`;
  }
  try {
    await createLawTables(db);
    const r = await importLawFolder(db, dir, { prune: args.includes('--prune'), force: args.includes('--force') });
    console.log(
      `导入完成 → ${target}: 法律 ${r.laws} 部（更新 ${r.imported}，未变 ${r.unchanged}，删除 ${r.pruned}），写入条文 ${r.articles} 条；` +
        `解析 ${Math.round(r.parseMs)} ms，写入 ${Math.round(r.importMs)} ms`,
    );
  } finally {
    await close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
