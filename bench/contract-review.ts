/**
 * Contract review figures for a generated 100,000-character contract (sale contract wording, numbered clauses, one
 * table), each measured in a fresh Node process so earlier work cannot inflate its peak RSS:
 *  - engine: parse (readDocx), rules, the three Word copies, their verification, the opinion document; peak RSS;
 *  - app: create -> FINISH through the real app on the embedded defaults (PGlite in a temp DATA_DIR, local encrypted
 *    file store, builtin rules, worker in-process, the process settings of server/main.ts), first review (cold:
 *    statute corpus loaded) and second (warm); goal < 5 s and RSS < 500 MB.
 * Run: `npm run bench -- contract-review` (or `node --import tsx bench/contract-review.ts`).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const TARGET_CHARS = 100_000;
const self = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(self), '..');

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const ms = (v: number) => `${Math.round(v)} ms`;

type TEngineFigures = {
  chars: number;
  paragraphs: number;
  bytes: number;
  parseMs: number;
  rulesMs: number;
  findings: number;
  writeMs: Record<string, number>;
  verifyMs: number;
  reportMs: number;
  reviewMs: number;
  reviewStages: Record<string, number>;
  corpusLoadMs: number;
  maxRssKb: number;
};

type TAppFigures = {
  coldMs: number;
  warmMs: number;
  findings: number;
  maxRssKb: number;
  startMs: number;
  afterStartKb: number;
  startPeakKb: number;
  reviewPeakKb: number;
  peakMethod: string;
};

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

async function engineChild(): Promise<TEngineFigures> {
  const { buildContractDocx, longContractLines } = await import('../tests/helpers/contract-docx');
  const { readDocx, verifyAnnotations, writeAnnotated } = await import('../server/review/docx/index');
  const { runRules } = await import('../server/review/rules/run-rules');
  const { buildReviewReport } = await import('../server/review/report/index');
  const { getLawCorpus } = await import('../server/laws/corpus');
  const { reviewContract } = await import('../server/review/review-contract');

  const docx = await buildContractDocx(longContractLines(TARGET_CHARS));
  const parses: number[] = [];
  let doc = readDocx(docx);
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    doc = readDocx(docx);
    parses.push(performance.now() - t0);
  }
  const ctx = { categoryId: 'sale', stance: 'buyer', reviewer: '张律师' };
  const rulesTimes: number[] = [];
  let ruleFindings = runRules(doc, ctx);
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    ruleFindings = runRules(doc, ctx);
    rulesTimes.push(performance.now() - t0);
  }
  const c0 = performance.now();
  getLawCorpus();
  const corpusLoadMs = performance.now() - c0;

  // The findings as the orchestrator makes them, for timing the writers on their own.
  const review = await reviewContract({ docx, ctx, reviewer: '张律师', names: { contract: '基准合同', category: '买卖合同', stance: '买方' } });
  const writeMs: Record<string, number> = {};
  let verifyMs = 0;
  for (const mode of ['comments', 'track', 'clean'] as const) {
    const t0 = performance.now();
    const written = writeAnnotated(docx, review.findings, { mode, author: '张律师' });
    writeMs[mode] = performance.now() - t0;
    const v0 = performance.now();
    verifyAnnotations(written.bytes, written.manifest);
    verifyMs += performance.now() - v0;
  }
  const r0 = performance.now();
  await buildReviewReport({ contractName: '基准合同', category: '买卖合同', stance: '买方', reviewer: '张律师', date: new Date(), charCount: doc.charCount, findings: review.findings });
  const reportMs = performance.now() - r0;

  const reviews: number[] = [];
  let stages: Record<string, number> = {};
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const r = await reviewContract({ docx, ctx, reviewer: '张律师', names: { contract: '基准合同', category: '买卖合同', stance: '买方' } });
    reviews.push(performance.now() - t0);
    stages = r.timings;
  }
  return {
    chars: doc.charCount,
    paragraphs: doc.paragraphs.length,
    bytes: docx.length,
    parseMs: median(parses),
    rulesMs: median(rulesTimes),
    findings: ruleFindings.length,
    writeMs,
    verifyMs,
    reportMs,
    reviewMs: median(reviews),
    reviewStages: stages,
    corpusLoadMs,
    maxRssKb: process.resourceUsage().maxRSS,
  };
}

type TPeakMeter = {
  method: string;
  peakSince(): Promise<number>;
  reset(): void;
  /** The process's peak RSS since it started (resets included). */
  processPeak(): number;
  stop(): Promise<void>;
};

/**
 * This process's peak RSS since reset(), from the kernel (decision 230): Linux keeps the high-water mark (VmHWM in
 * /proc/self/status) and resets it when "5" is written to /proc/self/clear_refs. It sees every spike and adds
 * nothing to the process; the sampler thread it replaces added its own isolate (~14 MB) to the figure it measured
 * and read the RSS every 20 ms only. Null where /proc does not allow it (then rssSampler).
 */
async function kernelPeak(): Promise<TPeakMeter | null> {
  const { readFileSync, writeFileSync } = await import('node:fs');
  const highWater = () => Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]);
  // The reset also clears getrusage's maxRSS: the peaks before each reset are kept here.
  let before = 0;
  const reset = () => {
    before = Math.max(before, highWater());
    writeFileSync('/proc/self/clear_refs', '5');
  };
  try {
    reset();
    if (!Number.isFinite(highWater())) return null;
  } catch {
    return null;
  }
  return {
    method: 'kernel high-water mark (VmHWM)',
    peakSince: async () => highWater(),
    reset,
    processPeak: () => Math.max(before, highWater()),
    stop: async () => {},
  };
}

/** Samples this process's RSS every 20 ms from a worker thread (the main thread is busy during a review). */
async function rssSampler(): Promise<TPeakMeter> {
  const { Worker } = await import('node:worker_threads');
  const shared = new Int32Array(new SharedArrayBuffer(8));
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     const a = new Int32Array(workerData);
     setInterval(() => { const kb = Math.round(process.memoryUsage.rss() / 1024); if (kb > Atomics.load(a, 0)) Atomics.store(a, 0, kb); }, 20);`,
    { eval: true, workerData: shared.buffer },
  );
  return {
    method: 'worker thread sampling every 20 ms (its own isolate included)',
    peakSince: async () => {
      await new Promise((resolve) => setTimeout(resolve, 60));
      return Atomics.load(shared, 0);
    },
    reset: () => Atomics.store(shared, 0, 0),
    processPeak: () => process.resourceUsage().maxRSS,
    stop: () => worker.terminate().then(() => undefined),
  };
}

async function appEnv(dataDir: string) {
  const { loadEnv } = await import('../server/env');
  const databaseUrl = process.env.BENCH_APP_DATABASE_URL;
  return loadEnv({ DATA_DIR: dataDir, PUBLIC_DIR: path.join(dataDir, 'public'), LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
}

/** First start of a new DATA_DIR (PGlite initdb, migrations): done in its own process, not measured. */
async function appInitChild(dataDir: string): Promise<Record<string, never>> {
  const { buildApp } = await import('../server/app');
  const app = await buildApp({ env: await appEnv(dataDir), services: ['api', 'worker'], print: () => {} });
  await app.ready();
  await app.queue.whenStarted();
  await app.close();
  return {};
}

async function appChild(dataDir: string): Promise<TAppFigures> {
  // Source maps of our own code only, before the app's modules are compiled, as server/main.ts does (decision 230).
  const { keepSourceMapsToOwnCode } = await import('../server/lib/source-maps');
  keepSourceMapsToOwnCode();
  const { buildApp } = await import('../server/app');
  const { buildContractDocx, longContractLines } = await import('../tests/helpers/contract-docx');
  const { buildLawyer, createPayload, postCreate, uploadPlain, waitForSettled } = await import('../tests/helpers/contract-client');
  const { contractFindings } = await import('../server/db/schema/index');
  const { count, eq } = await import('drizzle-orm');
  // The process settings server/main.ts applies before building the app (V8 heap growth, decision 226).
  const { limitHeapGrowth } = await import('../server/lib/heap-growth');
  limitHeapGrowth();

  // BENCH_RSS_SAMPLER=1 measures as before decision 230 (the sampler thread), for comparing with older figures.
  const sampler = (process.env.BENCH_RSS_SAMPLER ? null : await kernelPeak()) ?? (await rssSampler());
  const s0 = performance.now();
  const app = await buildApp({ env: await appEnv(dataDir), services: ['api', 'worker'], print: () => {} });
  await app.ready();
  await app.queue.whenStarted();
  const startMs = performance.now() - s0;
  try {
    const lawyer = await buildLawyer(app);
    const docx = await buildContractDocx(longContractLines(TARGET_CHARS));
    const afterStartKb = Math.round(process.memoryUsage.rss() / 1024);
    const startPeakKb = await sampler.peakSince();
    sampler.reset();
    const times: number[] = [];
    let findings = 0;
    for (let i = 0; i < 2; i++) {
      const upload = (await uploadPlain(lawyer, `基准合同${i}.docx`, docx)).body.data;
      const t0 = performance.now();
      const created = await postCreate(lawyer.client, createPayload(upload));
      const status = await waitForSettled(lawyer.client, created.body.data.task_id, 300_000);
      times.push(performance.now() - t0);
      if (status.task_status !== 'FINISH') throw new Error(`review ended ${status.task_status}: ${status.failure_reason}`);
      const [row] = await app.db.select({ n: count() }).from(contractFindings).where(eq(contractFindings.taskId, created.body.data.task_id));
      findings = Number(row?.n ?? 0);
    }
    const reviewPeakKb = await sampler.peakSince();
    return { coldMs: times[0]!, warmMs: times[1]!, findings, maxRssKb: sampler.processPeak(), startMs, afterStartKb, startPeakKb, reviewPeakKb, peakMethod: sampler.method };
  } finally {
    await app.close();
    await sampler.stop();
  }
}

async function inChild<T>(mode: string, arg = '', env: Record<string, string> = {}): Promise<T> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', self, `--child=${mode}`, arg], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
  const line = stdout.trim().split('\n').pop()!;
  return JSON.parse(line) as T;
}

export async function run(): Promise<void> {
  console.log(`machine: ${os.cpus().length} CPU, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
  const e = await inChild<TEngineFigures>('engine');
  console.log(`contract: ${e.chars} characters, ${e.paragraphs} paragraphs, ${(e.bytes / 1024).toFixed(0)} KB .docx`);
  console.log(`  parse (readDocx, median of 5): ${ms(e.parseMs)}`);
  console.log(`  rules (median of 3): ${ms(e.rulesMs)}, ${e.findings} findings`);
  console.log(`  write: comments ${ms(e.writeMs.comments!)}, track ${ms(e.writeMs.track!)}, clean ${ms(e.writeMs.clean!)} (writer's own check included); independent verify of the three ${ms(e.verifyMs)}`);
  console.log(`  审查意见书: ${ms(e.reportMs)}`);
  console.log(`  statute corpus first load: ${ms(e.corpusLoadMs)}`);
  console.log(`  whole reviewContract (median of 3): ${ms(e.reviewMs)}  stages ${JSON.stringify(e.reviewStages)}`);
  console.log(`  peak RSS of the engine process: ${mb(e.maxRssKb)}`);
  const appRun = async (label: string, env: Record<string, string>) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-bench-review-'));
    try {
      await inChild('app-init', dataDir, env);
      const a = await inChild<TAppFigures>('app', dataDir, env);
      console.log(`app on ${label} (local encrypted store, builtin rules, worker in-process):`);
      console.log(`  start on an existing DATA_DIR ${ms(a.startMs)}; RSS after start ${mb(a.afterStartKb)} (peak while starting ${mb(a.startPeakKb)})`);
      console.log(`  ${a.findings} findings; create -> FINISH: first ${ms(a.coldMs)} (statute corpus loaded on first use), second ${ms(a.warmMs)}  [goal < 5000 ms]`);
      console.log(`  peak RSS while reviewing ${mb(a.reviewPeakKb)}; process peak ${mb(a.maxRssKb)}  [goal < 500 MB]  (peak by ${a.peakMethod})`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  };
  await appRun('the embedded defaults (PGlite in DATA_DIR)', {});
  // The same on PostgreSQL when a server is given (BENCH_DATABASE_URL=postgresql://user@host/db: a scratch database
  // is created beside it and dropped).
  if (process.env.BENCH_DATABASE_URL) {
    const { createScratchDatabase } = await import('../tests/helpers/scratch-database');
    const db = await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'lawdesk_bench');
    try {
      await appRun('PostgreSQL', { BENCH_APP_DATABASE_URL: db.url });
    } finally {
      await db.drop();
    }
  }
  console.log('reproduce: npm run bench -- contract-review   (or node --import tsx bench/contract-review.ts; BENCH_DATABASE_URL=postgresql://… adds a PostgreSQL run)');
}

const child = process.argv.find((a) => a.startsWith('--child='))?.slice('--child='.length);
if (child) {
  const arg = process.argv[process.argv.indexOf(`--child=${child}`) + 1] ?? '';
  const figures = child === 'engine' ? await engineChild() : child === 'app-init' ? await appInitChild(arg) : await appChild(arg);
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  process.exit(0);
} else if (process.argv[1] === self) {
  await run();
}
