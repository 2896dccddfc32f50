/**
 * Company search p50/p95 over the imported registry (issue 12 target: p95 < 50 ms).
 *   node --import tsx bench/company-search.ts [companies folder]   (default ../shared/data/companies)
 * Migrates an in-memory PGlite, imports the CSV with the app's importer, then times searchCompanies for names,
 * credit codes, legal representatives, brands and misses.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { importCompanies } from '../server/services/company/import-companies';
import { searchCompanies } from '../server/services/company/search-companies';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.resolve(process.argv[2] ?? path.resolve(here, '../../shared/data/companies'));
const QUERIES = ['北京全企国际会计师事务所有限公司', '9111010510173365XD', '刘建伟', '全企国际', '房地产', '上海', '科技', '贸易有限公司', '广州', '王', '不存在的企业名称', '咨询服务'];

const handle = await openDatabase({ pgliteDir: 'memory://', poolMax: 2 });
await migrateDatabase(handle);
const t0 = performance.now();
const imported = await importCompanies(handle.db, { source });
console.log(`import: ${imported.imported} companies, ${imported.skipped} skipped, ${Math.round(performance.now() - t0)} ms`);
const times: number[] = [];
for (let round = 0; round < 20; round++) {
  for (const q of QUERIES) {
    const s = performance.now();
    await searchCompanies(handle.db, { q, page: 1, pageSize: 10 });
    times.push(performance.now() - s);
  }
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
console.log(`company search over ${imported.imported} rows, ${times.length} queries: p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${pct(1)} ms`);
await handle.close();
