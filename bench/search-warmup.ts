/**
 * What the first lawyer after a start waits for (decision 124): the first AI law search (the same retrieval a
 * research question or a grounded chat answer starts with) sent a few seconds after the server is ready, with
 * SEARCH_WARMUP=false (the index is built inside that request, as before) and SEARCH_WARMUP=true (built in the
 * background right after start). Also the worst event-loop stall while the index builds (how long any other
 * request could be held up). Each mode runs in its own child process (the index is built once per process).
 *   npm run bench -- search-warmup            (BENCH_WARMUP_DELAY_MS: the pause before the first search, default 3000)
 * Figures depend heavily on machine load; report them with the load average printed.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { FUXI_BASE } from '../common/api/search';
import { getLawCorpus } from '../server/laws/corpus';
import { lawIndexReady } from '../server/services/search/law-index';
import { loginWithSmsCode } from '../tests/helpers/auth';
import { buildTestApp } from '../tests/helpers/build-test-app';
import { TestClient } from '../tests/helpers/test-client';

const QUESTION = '公司劝退我，没有给任何补偿，我能要经济补偿吗';

async function child(warm: boolean): Promise<void> {
  const delay = Number(process.env.BENCH_WARMUP_DELAY_MS ?? 3000);
  const stall = monitorEventLoopDelay({ resolution: 10 });
  const t = await buildTestApp({ services: ['api'], env: { SEARCH_WARMUP: String(warm), QUOTA_NEW_USER: '{"fuxi_search":1000}' } });
  try {
    const client = new TestClient(t.app);
    await loginWithSmsCode(client, t.dataDir);
    // Stalls counted from here: the app is ready and a page could be loading.
    stall.enable();
    await new Promise((resolve) => setTimeout(resolve, delay));
    const ready = lawIndexReady(getLawCorpus());
    const started = performance.now();
    const res = await client.get(`${FUXI_BASE}/search/law`, { query: { q: QUESTION, is_ai: 'true' } });
    const firstMs = performance.now() - started;
    const second = performance.now();
    await client.get(`${FUXI_BASE}/search/law`, { query: { q: '房东不退押金', is_ai: 'true' } });
    const secondMs = performance.now() - second;
    stall.disable();
    console.log(JSON.stringify({ warm, status: res.status, indexReadyBeforeFirst: ready, firstMs: Math.round(firstMs), secondMs: Math.round(secondMs), maxStallMs: Math.round(stall.max / 1e6) }));
  } finally {
    await t.close();
  }
}

export async function run(): Promise<void> {
  const self = fileURLToPath(import.meta.url);
  const rows: string[] = [];
  for (const warm of [false, true]) {
    const out = spawnSync(process.execPath, ['--import', 'tsx', self, `--child=${warm}`], { encoding: 'utf8', env: process.env });
    const line = out.stdout.trim().split('\n').filter((l) => l.startsWith('{')).pop();
    if (!line) {
      rows.push(`SEARCH_WARMUP=${warm}: failed (${out.stderr.slice(-400)})`);
      continue;
    }
    const r = JSON.parse(line) as { firstMs: number; secondMs: number; maxStallMs: number; status: number; indexReadyBeforeFirst: boolean };
    rows.push(
      `SEARCH_WARMUP=${warm}: first AI law search ${r.firstMs} ms after a ${process.env.BENCH_WARMUP_DELAY_MS ?? 3000} ms pause (status ${r.status}, index ${r.indexReadyBeforeFirst ? 'already built' : 'not yet built'}), next ${r.secondMs} ms; worst event-loop stall after ready ${r.maxStallMs} ms`,
    );
  }
  console.log(rows.join('\n'));
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} (2 cores); reproduce: npm run bench -- search-warmup`);
}

const arg = process.argv.find((a) => a.startsWith('--child='));
if (arg) await child(arg === '--child=true');
else if (import.meta.url === `file://${process.argv[1]}`) await run();
