/**
 * Translation figures (issue 11 targets):
 *  - formatting sweep: every Word file of ../shared/data/contracts-cn (.doc converted with LibreOffice as the upload
 *    does, when soffice is installed) through segments, markers, a stub model that keeps them and the run-by-run
 *    writer; paragraphs, tables, cells, numPr, fields, drawings, sections before/after and formatting kept;
 *  - term detection, 中->英 and 英->中: the Fu Jen glossary planted into Constitution sentences (Chinese, or the
 *    official English with the stub answering the official Chinese), honouring and half-ignoring stub models:
 *    occurrences detected and found/missed states true to the translation (target 100%);
 *  - throughput: a 1,000-paragraph .docx through the real app (PGlite, job worker in-process, HTTP to a
 *    chat-completions stub that answers at once): create -> FINISH, target < 60 s.
 * Run: `npm run bench -- translation` (or `node --import tsx bench/translation.ts`). Needs a quiet machine for the
 * timing; the sweep figures do not depend on load. BENCH_TRANSLATION_PARTS=sweep,terms,throughput picks parts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRANSLATION_BASE } from '../common/api/paths';
import type { TTranslationDetail, TTranslationUpload } from '../common/api/translation';
import { startChatStub } from '../server/ai/testing/chat-stub-server';
import { convertDocToDocx } from '../server/convert/doc-to-docx';
import { sweepDocx } from '../server/services/translation/testing/format-sweep';
import { evaluateTermDetection } from '../server/services/translation/testing/term-detection-eval';
import { stubTranslator } from '../server/services/translation/testing/stub-translator';
import { buildTestApp } from '../tests/helpers/build-test-app';
import { buildContractDocx } from '../tests/helpers/contract-docx';
import { buildLawyer, encryptForUpload, multipartFrame } from '../tests/helpers/contract-client';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CORPUS = path.resolve(REPO, '../shared/data/contracts-cn');
const SEGMENTS = 1_000;

function wordFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? wordFiles(p) : /\.docx?$/i.test(p) ? [p] : [];
  });
}

async function sweep(): Promise<void> {
  if (!existsSync(CORPUS)) {
    console.log(`formatting sweep: skipped, ${CORPUS} not found`);
    return;
  }
  const soffice = ['/usr/bin/soffice', '/usr/local/bin/soffice'].find((p) => existsSync(p));
  const totals: Record<string, [number, number]> = {};
  let files = 0;
  let segments = 0;
  let runByRun = 0;
  let fallback = 0;
  let formats = 0;
  let formatsLost = 0;
  const losses: string[] = [];
  for (const file of wordFiles(CORPUS).sort()) {
    let bytes: Uint8Array = readFileSync(file);
    if (file.toLowerCase().endsWith('.doc')) {
      if (!soffice) continue;
      try {
        bytes = await convertDocToDocx(Buffer.from(bytes), { soffice, timeoutMs: 120_000 });
      } catch (err) {
        losses.push(`${path.basename(file)}: not converted (${(err as Error).message})`);
        continue;
      }
    }
    const r = await sweepDocx(bytes);
    files++;
    segments += r.segments;
    runByRun += r.runByRun;
    fallback += r.fallback;
    formats += r.formats;
    formatsLost += r.formatsLost;
    for (const [k, [a, b]] of Object.entries(r.counts)) totals[k] = [(totals[k]?.[0] ?? 0) + a, (totals[k]?.[1] ?? 0) + b];
    for (const l of r.losses) losses.push(`${path.relative(CORPUS, file)}: ${l}`);
  }
  console.log(`formatting sweep over ${files} Word files of contracts-cn (${soffice ? '.doc converted with LibreOffice' : '.doc skipped: no soffice'}), ${segments} segments:`);
  console.log(`  ${Object.entries(totals).map(([k, [a, b]]) => `${k} ${a} -> ${b}`).join(', ')}`);
  console.log(`  written run by run ${runByRun}, fallback ${fallback}; formattings of translated paragraphs ${formats}, lost ${formatsLost}; losses ${losses.length}`);
  for (const l of losses.slice(0, 20)) console.log(`  - ${l}`);
}

async function throughput(): Promise<void> {
  const stub = await startChatStub(stubTranslator(() => 'honour'));
  const t = await buildTestApp({ env: { AI_BASE_URL: stub.url, AI_MODEL: 'stub-model', AI_MAX_RETRIES: '0' } });
  try {
    const lawyer = await buildLawyer(t.app, { quotas: { translation: 10 } });
    const lines = Array.from({ length: SEGMENTS }, (_, i) => `第${i + 1}条 甲方应于2024年3月1日前向乙方支付人民币叁拾万元整，逾期按日支付违约金。`);
    const docx = await buildContractDocx(lines);
    const frame = multipartFrame('千段合同.docx');
    const body = Buffer.concat([frame.head, await encryptForUpload(lawyer.key, docx), frame.tail]);
    const up = await lawyer.client.call<TTranslationUpload>('POST', `${TRANSLATION_BASE}/upload`, { body, headers: { 'content-type': `multipart/form-data; boundary=${frame.boundary}` } });
    const started = performance.now();
    // CPU time of this process (app, worker, PGlite and stub all run here): the load-independent part of the figure.
    const cpuStart = process.cpuUsage();
    const task = await lawyer.client.post<{ task_id: string }>(`${TRANSLATION_BASE}/task`, { file_id: up.body.data.file_id, source_lang: 'zh', target_lang: 'en' });
    let detail: TTranslationDetail | null = null;
    for (;;) {
      const d = await lawyer.client.get<TTranslationDetail>(`${TRANSLATION_BASE}/task/details`, { query: { task_id: task.body.data.task_id } });
      if (d.body.data.status === 'FINISH' || d.body.data.status === 'FAILURE') {
        detail = d.body.data;
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuStart);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const done = detail.segments.filter((s) => s.status === 'done').length;
    console.log(
      `throughput: ${detail.segments.length} segments (${done} done, status ${detail.status}) create -> ${detail.status} in ${seconds.toFixed(1)} s ` +
        `(${(detail.segments.length / seconds).toFixed(0)} segments/s, ${stub.requests.length} model calls, at most ${stub.maxInFlight} in flight; ${cpuSeconds.toFixed(1)} s CPU); target < 60 s`,
    );
  } finally {
    await t.close();
    await stub.close();
  }
}

async function termDetection(): Promise<void> {
  const dir = path.resolve(REPO, '../shared/data/bilingual');
  if (!existsSync(dir)) return void console.log(`term detection: skipped, ${dir} not found`);
  const pct = (a: number, b: number) => `${((a / Math.max(1, b)) * 100).toFixed(1)}%`;
  for (const sourceLang of ['zh', 'en'] as const) {
    const r = await evaluateTermDetection(dir, { sourceLang });
    const label = sourceLang === 'zh' ? '中->英, Chinese terms in Constitution sentences' : '英->中, English terms in the official English of the Constitution, Chinese answers';
    console.log(`term detection ${label} (Fu Jen glossary, ${r.terms} terms as one list, ${r.segments} segments, ${r.planted} planted occurrences):`);
    console.log(`  detected ${r.detected}/${r.planted} (${pct(r.detected, r.planted)})`);
    console.log(`  honouring model: state true ${r.honour.agree}/${r.planted} (${pct(r.honour.agree, r.planted)}), found ${r.honour.found}, missed ${r.honour.missed}`);
    console.log(`  model dropping every other term: state true ${r.dropHalf.agree}/${r.planted} (${pct(r.dropHalf.agree, r.planted)}), missed ${r.dropHalf.missed} (truth ${r.dropHalf.truthMissed})`);
    for (const f of r.failures.slice(0, 10)) console.log(`  - ${f}`);
  }
}

export async function run(): Promise<void> {
  // BENCH_TRANSLATION_PARTS=throughput (comma-separated: sweep, terms, throughput) re-runs one part, e.g. the timing on a quiet machine.
  const parts = new Set((process.env.BENCH_TRANSLATION_PARTS ?? 'sweep,terms,throughput').split(',').map((p) => p.trim()));
  if (parts.has('sweep')) await sweep();
  if (parts.has('terms')) await termDetection();
  if (parts.has('throughput')) await throughput();
  console.log('Reproduce: npm run bench -- translation   (BENCH_TRANSLATION_PARTS=throughput for the timing alone)');
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
