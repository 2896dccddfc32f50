/**
 * Imports a folder (or one file) of judgments for case search:
 *   npm run import:cases -- <folder>
 * Format: JSON Lines, one judgment per line (docs/api-extensions.md "Judgment import format"), or the CAIL2021
 * {dataset: [...]} JSON. DATABASE_URL selects PostgreSQL; otherwise the app's PGlite in DATA_DIR/pglite (stop the
 * app first: PGlite is one process per directory). The database is migrated first, so a fresh DATA_DIR works.
 */
import path from 'node:path';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { importJudgments } from './import-judgments';

async function main(): Promise<void> {
  const target = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!target) {
    console.error('用法: npm run import:cases -- <裁判文书目录或 .jsonl 文件>');
    process.exit(2);
  }
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    pgliteDir: process.env.DATABASE_URL ? undefined : path.resolve(process.env.DATA_DIR ?? './data', 'pglite'),
    poolMax: 2,
  });
  try {
    await migrateDatabase(handle);
    const r = await importJudgments(handle.db, path.resolve(target));
    console.log(`导入完成 → ${handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}: 文件 ${r.files} 个，裁判文书 ${r.imported} 篇，跳过 ${r.skipped} 条，用时 ${r.ms} ms`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
