/**
 * Issue 16 target: under 20 reviews + 50 uploads, a .docx upload answers with p95 < 5 s while .doc uploads queue
 * for LibreOffice (decision 185: conversions have their own slots). One app on the embedded defaults (PGlite in a
 * temp DATA_DIR, worker in-process), a lawyer with 20 reviews running; then 25 .doc and 25 .docx uploads of the real
 * contracts of ../shared/data/contracts-cn sent at once by ten lawyers (uploads are rate-limited per user), interleaved. Prints upload time (encrypted upload ->
 * answer, conversion included) p50 / p95 / max per kind, and the load average.
 * Run: `npm run bench -- upload-under-load` (needs LibreOffice; without it .doc uploads are refused at once).
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const REVIEWS = 20;
const UPLOADS_PER_KIND = 25;
const self = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(self), '..');
const contractsDir = path.resolve(repoRoot, '../shared/data/contracts-cn');

type TFigures = { doc: number[]; docx: number[]; failures: string[]; reviewsFinished: number };

function filesOf(dir: string, ext: RegExp): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((n) => {
      const p = path.join(dir, n);
      return statSync(p).isDirectory() ? filesOf(p, ext) : ext.test(n) ? [p] : [];
    });
}

async function appEnv(dataDir: string) {
  const { loadEnv } = await import('../server/env');
  return loadEnv({ DATA_DIR: dataDir, PUBLIC_DIR: path.join(dataDir, 'public'), LOG_LEVEL: 'silent' });
}

async function measureChild(dataDir: string): Promise<TFigures> {
  const { buildApp } = await import('../server/app');
  const { buildLawyer, createPayload, postCreate, uploadPlain, waitForSettled } = await import('../tests/helpers/contract-client');
  const app = await buildApp({ env: await appEnv(dataDir), services: ['api', 'worker'], print: () => {} });
  await app.ready();
  await app.queue.whenStarted();
  try {
    const lawyer = await buildLawyer(app, { quotas: { contract_review: 200 } });
    const docx = filesOf(contractsDir, /\.docx$/i).map((f) => ({ name: path.basename(f), bytes: readFileSync(f) }));
    const doc = filesOf(contractsDir, /\.doc$/i).map((f) => ({ name: path.basename(f), bytes: readFileSync(f) }));
    // The reviews' uploads are made first (not timed), then the reviews are submitted and left running.
    const reviewUploads = [];
    for (let i = 0; i < REVIEWS; i++) {
      const s = docx[i % docx.length]!;
      reviewUploads.push((await uploadPlain(lawyer, s.name, s.bytes)).body.data);
    }
    const created = await Promise.all(reviewUploads.map((u) => postCreate(lawyer.client, createPayload(u))));
    const failures: string[] = [];
    // Uploads are limited per user and minute; the 50 uploads come from ten lawyers of the same firm, five each.
    const uploaders = await Promise.all(Array.from({ length: 10 }, () => buildLawyer(app, { quotas: { contract_review: 10 } })));
    let turn = 0;
    const timed = async (kind: 'doc' | 'docx', s: { name: string; bytes: Buffer }) => {
      const who = uploaders[turn++ % uploaders.length]!;
      const t = performance.now();
      const res = await uploadPlain(who, s.name, s.bytes);
      if (res.body.code !== 200) failures.push(`${kind} ${s.name}: ${res.body.code} ${res.body.message}`);
      return { kind, ms: performance.now() - t };
    };
    const jobs: Promise<{ kind: 'doc' | 'docx'; ms: number }>[] = [];
    for (let i = 0; i < UPLOADS_PER_KIND; i++) {
      jobs.push(timed('doc', doc[i % doc.length]!));
      jobs.push(timed('docx', docx[i % docx.length]!));
    }
    const results = await Promise.all(jobs);
    const settled = await Promise.all(created.map((c) => waitForSettled(lawyer.client, c.body.data.task_id, 900_000)));
    return {
      doc: results.filter((r) => r.kind === 'doc').map((r) => r.ms),
      docx: results.filter((r) => r.kind === 'docx').map((r) => r.ms),
      failures,
      reviewsFinished: settled.filter((s) => s.task_status === 'FINISH').length,
    };
  } finally {
    await app.close();
  }
}

function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function run(): Promise<void> {
  const before = os.loadavg()[0]!.toFixed(1);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-bench-uploads-'));
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', self, '--child', dataDir], { cwd: repoRoot, maxBuffer: 16 << 20 });
    const f = JSON.parse(stdout.trim().split('\n').pop()!) as TFigures;
    console.log(`${REVIEWS} reviews running, then ${UPLOADS_PER_KIND} .doc + ${UPLOADS_PER_KIND} .docx uploads at once (load ${before} -> ${os.loadavg()[0]!.toFixed(1)}, ${os.cpus().length} CPU):`);
    console.log(`  .docx upload p50 ${s(pct(f.docx, 50))}, p95 ${s(pct(f.docx, 95))}, max ${s(Math.max(...f.docx))}  (target p95 < 5 s)`);
    console.log(`  .doc upload (LibreOffice, own queue) p50 ${s(pct(f.doc, 50))}, p95 ${s(pct(f.doc, 95))}, max ${s(Math.max(...f.doc))}`);
    console.log(`  reviews finished ${f.reviewsFinished}/${REVIEWS}; refused uploads ${f.failures.length}${f.failures.length ? `: ${f.failures.slice(0, 3).join('; ')}` : ''}`);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log('reproduce: npm run bench -- upload-under-load');
}

if (process.argv.includes('--child')) {
  const dataDir = process.argv[process.argv.indexOf('--child') + 1]!;
  process.stdout.write(`${JSON.stringify(await measureChild(dataDir))}\n`);
  process.exit(0);
} else if (process.argv[1] === self) {
  await run();
}
