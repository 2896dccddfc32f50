/**
 * Company search p50/p95 over the imported registry (issue 12 target: p95 < 50 ms).
 *   npm run bench -- company-search        (or: node --import tsx bench/company-search.ts [companies folder])
 * Migrates an in-memory PGlite, imports ../shared/data/companies (or the folder given) with the app's importer, then
 * times searchCompanies for names, credit codes, legal representatives, brands and misses: the in-memory ranking
 * the app uses (decision 165, after one index build) and, in the same run, the SQL ranking it replaced; then the
 * whole GET company/search round trip through app.inject (auth, permissions, envelope) on a test app.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE } from '../common/api/paths';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { importCompanies } from '../server/services/company/import-companies';
import { searchCompanies } from '../server/services/company/search-companies';
import { buildUser, sessionFor } from '../tests/factories/user';
import { buildTestApp } from '../tests/helpers/build-test-app';
import { TestClient } from '../tests/helpers/test-client';

const here = path.dirname(fileURLToPath(import.meta.url));
const QUERIES = ['北京全企国际会计师事务所有限公司', '9111010510173365XD', '刘建伟', '全企国际', '房地产', '上海', '科技', '贸易有限公司', '广州', '王', '不存在的企业名称', '咨询服务'];
const ROUNDS = 20;

function percentile(sorted: number[], p: number): string {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(1);
}

/**
 * CPU time of this process during one call, in ms (user + system). Queries run one at a time in this process (PGlite
 * too), so it is what a query costs without the waits for a busy machine's cores: the figure to compare across runs
 * when the machine is shared; wall time is the target's figure on a quiet one.
 */
async function cpuMs(call: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await call();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

function line(label: string, wall: number[], cpu: number[]): string {
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return `${label}: p50 ${percentile(wall, 0.5)} ms, p95 ${percentile(wall, 0.95)} ms, max ${percentile(wall, 1)} ms; CPU per query p50 ${percentile(cpu, 0.5)} ms, p95 ${percentile(cpu, 0.95)} ms`;
}

/** GET company/search through app.inject, after one warm-up query (the index build). */
async function measureHttp(source: string): Promise<void> {
  // An empty sample folder: the app's own first-start import must not run beside this one.
  const empty = mkdtempSync(path.join(os.tmpdir(), 'lawdesk-bench-'));
  const t = await buildTestApp({ env: { SAMPLE_DATA_DIR: empty } });
  try {
    await importCompanies(t.app.db, { source });
    const client = new TestClient(t.app);
    client.token = await sessionFor(t.app, await buildUser(t.app));
    const get = (q: string) => client.get(`${API_BASE}/fuxi/api/company/search`, { query: { q, page: '1', page_size: '10' } });
    await get('律师');
    const times: number[] = [];
    const cpu: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const q of QUERIES) {
        const s = performance.now();
        cpu.push(await cpuMs(() => get(q)));
        times.push(performance.now() - s);
      }
    }
    console.log(line(`GET company/search (app.inject, ${times.length} requests)`, times, cpu));
  } finally {
    await t.close();
    rmSync(empty, { recursive: true, force: true });
  }
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
      const cpu: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        for (const q of QUERIES) {
          const s = performance.now();
          cpu.push(await cpuMs(() => searchCompanies(handle.db, { q, page: 1, pageSize: 10, engine })));
          times.push(performance.now() - s);
        }
      }
      const label = engine === 'auto' ? 'in-memory ranking (the app)' : 'SQL ranking (before)';
      console.log(line(`${label} over ${imported.imported} rows, ${times.length} queries`, times, cpu));
    }
  } finally {
    await handle.close();
  }
  await measureHttp(source);
  console.log(`load average at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log('command: npm run bench -- company-search');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await run(process.argv[2]);
