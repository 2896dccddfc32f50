/**
 * 20 contract reviews submitted at once to one app on the embedded defaults (PGlite in a temp DATA_DIR, local
 * encrypted store, builtin rules, the worker in-process with the contract.review job's concurrency): every review must
 * FINISH; prints the total time, create -> FINISH per review (p50 / max) and the RSS (peak while reviewing, measured
 * from a worker thread, and the process peak). The contracts are the shared real contracts (.docx) plus generated
 * ones up to 20, uploaded first (uploads are not timed).
 * Run: `npm run bench -- concurrent-reviews` (or `node --import tsx bench/concurrent-reviews.ts`).
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const REVIEWS = 20;
const self = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(self), '..');
const contractsDir = path.resolve(repoRoot, '../shared/data/contracts-cn');

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const ms = (v: number) => `${Math.round(v)} ms`;

type TFigures = {
  totalMs: number;
  perTaskMs: number[];
  statuses: string[];
  afterStartKb: number;
  reviewPeakKb: number;
  maxRssKb: number;
  sources: number;
};

function docxFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((n) => {
      const p = path.join(dir, n);
      return statSync(p).isDirectory() ? docxFiles(p) : /\.docx$/i.test(n) ? [p] : [];
    });
}

async function appEnv(dataDir: string) {
  const { loadEnv } = await import('../server/env');
  return loadEnv({ DATA_DIR: dataDir, PUBLIC_DIR: path.join(dataDir, 'public'), LOG_LEVEL: 'silent' });
}

async function initChild(dataDir: string): Promise<Record<string, never>> {
  const { buildApp } = await import('../server/app');
  const app = await buildApp({ env: await appEnv(dataDir), services: ['api', 'worker'], print: () => {} });
  await app.ready();
  await app.queue.whenStarted();
  await app.close();
  return {};
}

async function measureChild(dataDir: string): Promise<TFigures> {
  const { Worker } = await import('node:worker_threads');
  const { buildApp } = await import('../server/app');
  const { buildContractDocx, longContractLines, SALE_CONTRACT_LINES } = await import('../tests/helpers/contract-docx');
  const { buildLawyer, createPayload, postCreate, uploadPlain, waitForSettled } = await import('../tests/helpers/contract-client');

  const peak = new Int32Array(new SharedArrayBuffer(4));
  const sampler = new Worker(
    `const { workerData } = require('node:worker_threads'); const a = new Int32Array(workerData);
     setInterval(() => { const kb = Math.round(process.memoryUsage.rss() / 1024); if (kb > Atomics.load(a, 0)) Atomics.store(a, 0, kb); }, 20);`,
    { eval: true, workerData: peak.buffer },
  );
  const app = await buildApp({ env: await appEnv(dataDir), services: ['api', 'worker'], print: () => {} });
  await app.ready();
  await app.queue.whenStarted();
  try {
    const lawyer = await buildLawyer(app, { quotas: { contract_review: 100 } });
    const real = docxFiles(contractsDir).map((f) => ({ name: path.basename(f), bytes: readFileSync(f) }));
    const generated = [];
    for (let i = 0; real.length + generated.length < REVIEWS; i++) {
      const lines = i % 2 === 0 ? [...SALE_CONTRACT_LINES] : longContractLines(20_000 + i * 2_000);
      generated.push({ name: `生成合同${i}.docx`, bytes: await buildContractDocx(lines) });
    }
    const sources = [...real, ...generated].slice(0, REVIEWS);
    const uploads = [];
    for (const s of sources) {
      const res = await uploadPlain(lawyer, s.name, s.bytes);
      if (res.body.code !== 200) throw new Error(`upload of ${s.name} failed: ${res.body.message}`);
      uploads.push(res.body.data);
    }
    const afterStartKb = Math.round(process.memoryUsage.rss() / 1024);
    Atomics.store(peak, 0, 0);
    const t0 = performance.now();
    const results = await Promise.all(
      uploads.map(async (u) => {
        const start = performance.now();
        const created = await postCreate(lawyer.client, createPayload(u));
        const status = await waitForSettled(lawyer.client, created.body.data.task_id, 600_000);
        return { ms: performance.now() - start, status: status.task_status };
      }),
    );
    const totalMs = performance.now() - t0;
    await new Promise((resolve) => setTimeout(resolve, 60));
    return {
      totalMs,
      perTaskMs: results.map((r) => r.ms),
      statuses: results.map((r) => r.status),
      afterStartKb,
      reviewPeakKb: Atomics.load(peak, 0),
      maxRssKb: process.resourceUsage().maxRSS,
      sources: real.length,
    };
  } finally {
    await app.close();
    await sampler.terminate();
  }
}

async function inChild<T>(mode: string, dataDir: string): Promise<T> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', self, `--child=${mode}`, dataDir], {
    cwd: repoRoot,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as T;
}

export async function run(): Promise<void> {
  console.log(`machine: ${os.cpus().length} CPU, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-bench-concurrent-'));
  try {
    await inChild('init', dataDir);
    const f = await inChild<TFigures>('measure', dataDir);
    const sorted = [...f.perTaskMs].sort((a, b) => a - b);
    const finished = f.statuses.filter((s) => s === 'FINISH').length;
    console.log(`${REVIEWS} reviews submitted at once (${f.sources} real contracts from contracts-cn, ${REVIEWS - f.sources} generated):`);
    console.log(`  ${finished}/${REVIEWS} FINISH${finished < REVIEWS ? `  (others: ${f.statuses.filter((s) => s !== 'FINISH').join(', ')})` : ''}`);
    console.log(`  all done in ${ms(f.totalMs)}; create -> FINISH p50 ${ms(sorted[Math.floor(sorted.length / 2)]!)}, max ${ms(sorted.at(-1)!)}`);
    console.log(`  RSS before submitting ${mb(f.afterStartKb)}; peak while reviewing ${mb(f.reviewPeakKb)}; process peak ${mb(f.maxRssKb)}`);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log('reproduce: npm run bench -- concurrent-reviews   (or node --import tsx bench/concurrent-reviews.ts)');
}

const child = process.argv.find((a) => a.startsWith('--child='))?.slice('--child='.length);
if (child) {
  const dataDir = process.argv[process.argv.indexOf(`--child=${child}`) + 1]!;
  const figures = child === 'init' ? await initChild(dataDir) : await measureChild(dataDir);
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  process.exit(0);
} else if (process.argv[1] === self) {
  await run();
}
