/**
 * Imports the local company registry: `npm run import:companies -- <folder or .csv>`. DATABASE_URL selects
 * PostgreSQL; otherwise the app's PGlite in DATA_DIR/pglite (stop the app first). The database is migrated first.
 */
import path from 'node:path';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { importCompanies } from './import-companies';

async function main(): Promise<void> {
  const target = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!target) {
    console.error('用法: npm run import:companies -- <companies.csv 所在目录>');
    process.exit(2);
  }
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    pgliteDir: process.env.DATABASE_URL ? undefined : path.resolve(process.env.DATA_DIR ?? './data', 'pglite'),
    poolMax: 2,
  });
  try {
    await migrateDatabase(handle);
    const r = await importCompanies(handle.db, { source: path.resolve(target) });
    console.log(`导入完成：企业 ${r.imported} 家，跳过 ${r.skipped} 行（信用代码校验不通过）`);
  } finally {
    await handle.close();
  }
}

void main();
