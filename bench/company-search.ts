/**
 * Company search p50/p95 over the imported registry (issue 12 target: p95 < 50 ms).
 *   npm run bench -- company-search        (or: node --import tsx bench/company-search.ts [companies folder])
 * Migrates an in-memory PGlite, imports ../shared/data/companies (or the folder given) with the app's importer, then
 * times searchCompanies for names, credit codes, legal representatives, brands and misses: the in-memory ranking
 * the app uses (decision 165, after one index build) and, in the same run, the SQL ranking it replaced.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { importCompanies } from '../server/services/company/import-companies';
import { searchCompanies } from '../server/services/company/search-companies';

const here = path.dirname(fileURLToPath(import.meta.url));
const QUERIES = ['北京全企国际会计师事务所有限公司', '9111010510173365XD', '刘建伟', '全企国际', '房地产', '上海', '科技', '贸易有限公司', '广州', '王', '不存在的企业名称', '咨询服务'];
const ROUNDS = 20;

function percentile(sorted: number[], p: number): string {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(1);
}

/** Prints import time, index build time and search p50/p95/max for both rankings. */
export async function run(source = path.resolve(here, '../../shared/data/companies')): Promise<void> {
  const handle = await openDatabase({ pgliteDir: 'memory://', poolMax: 2 });
  try {
    await migrateDatabase(handle);
    const t0 = performance.now();
    const imported = await importCompanies(handle.db, { source });
    console.log(`import: ${imported.imported} companies, ${imported.skipped} skipped, ${Math.round(performance.now() - t0)} ms`);
    const t1 = performance.now();
    await searchCompanies(handle.db, { q: '律师', page: 1, pageSize: 10 });
    console.log(`first search (builds the in-memory index): ${(performance.now() - t1).toFixed(1)} ms`);
    for (const engine of ['auto', 'sql'] as const) {
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        for (const q of QUERIES) {
          const s = performance.now();
          await searchCompanies(handle.db, { q, page: 1, pageSize: 10, engine });
          times.push(performance.now() - s);
        }
      }
      times.sort((a, b) => a - b);
      const label = engine === 'auto' ? 'in-memory ranking (the app)' : 'SQL ranking (before)';
      console.log(`${label} over ${imported.imported} rows, ${times.length} queries: p50 ${percentile(times, 0.5)} ms, p95 ${percentile(times, 0.95)} ms, max ${percentile(times, 1)} ms`);
    }
  } finally {
    await handle.close();
  }
  console.log('command: npm run bench -- company-search');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await run(process.argv[2]);
