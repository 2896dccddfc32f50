/**
 * File Q&A figures (issue 9 targets): PDF text-layer fidelity against pdftotext, OCR accuracy and seconds per
 * 150-dpi page, peak RSS while OCRing a long scan one page at a time, first builtin-answer token on a 200-page PDF.
 * `npm run bench -- document-files` (DOC_BENCH_OCR_PAGES=100 for the long scan, default 100; DOC_BENCH_ONLY=ocr or
 * DOC_BENCH_ONLY=first-token for one part).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtinProvider } from '../server/ai/index';
import type { TDocFileRow } from '../server/db/schema/index';
import { assembleText } from '../server/services/document/extract/assemble-text';
import { hasNativeTesseract } from '../server/services/document/extract/ocr-native';
import { createOcrEngine, ocrEngineChoice, ocrImage, renderWithPdftoppm } from '../server/services/document/extract/ocr-page';
import { openPdf, readPdfPages } from '../server/services/document/extract/pdf-text';
import { ocrPages } from '../server/services/document/extract/run-extraction';
import { composeAnswer } from '../server/services/document/qa/compose-answer';
import { bagF1, charAccuracy } from '../server/services/document/extract/text-metrics';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pdfDir = path.resolve(repoRoot, '../shared/data/files-cn/pdf');
const CLEAN = ['bobo_宪法', 'bobo_民法典', 'maxliu_刑法', 'maxliu_反垄断法', 'maxliu_婚姻法_实为就业促进法', 'penggeor_个人信息保护法', 'penggeor_数据安全法', 'penggeor_网络安全法'];

async function pdfText(): Promise<void> {
  const scores: string[] = [];
  let min = 1;
  for (const name of CLEAN) {
    const file = path.join(pdfDir, `${name}.pdf`);
    const doc = await openPdf(new Uint8Array(readFileSync(file)));
    const ours = (await readPdfPages(doc)).map((p) => p.text).join('\n');
    await doc.destroy();
    const ref = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { maxBuffer: 64 << 20 }).toString('utf8');
    const f1 = bagF1(ours, ref);
    min = Math.min(min, f1);
    scores.push(`${name} ${(f1 * 100).toFixed(2)}%`);
  }
  console.log(`PDF text layer vs pdftotext (Chinese-character multiset F1): min ${(min * 100).toFixed(2)}%`);
  for (const s of scores) console.log(`  ${s}`);
}

/** CPU seconds of this process and of its waited-for children (the native tesseract runs), from /proc/self/stat. */
function cpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // After the command name: state is field 3, so utime/stime/cutime/cstime (14–17) are at index 11–14 here.
  return fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0) / 100;
}

async function ocrAccuracy(pages: number[], choice: 'wasm' | 'native'): Promise<void> {
  const file = path.join(pdfDir, 'bobo_宪法.pdf');
  const doc = await openPdf(new Uint8Array(readFileSync(file)));
  const layer = await readPdfPages(doc);
  await doc.destroy();
  const engine = await createOcrEngine(choice);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-ocr-'));
  let total = 0;
  let cpu = 0;
  const accs: number[] = [];
  for (const n of pages) {
    const png = await renderWithPdftoppm(file, n, path.join(dir, 'p'));
    const t = performance.now();
    const c = cpuSeconds();
    const text = await ocrImage(engine, png);
    total += performance.now() - t;
    cpu += cpuSeconds() - c;
    accs.push(charAccuracy(layer[n - 1]!.text, text));
  }
  await engine.terminate();
  rmSync(dir, { recursive: true, force: true });
  const mean = accs.reduce((a, b) => a + b, 0) / accs.length;
  console.log(
    `OCR 150 dpi with ${engine.name}, 宪法 pages ${pages.join(',')}: accuracy mean ${(mean * 100).toFixed(2)}% min ${(Math.min(...accs) * 100).toFixed(2)}%, ` +
      `${(total / pages.length / 1000).toFixed(2)} s/page wall, ${(cpu / pages.length).toFixed(2)} s/page CPU (recognition only; load ${os.loadavg()[0]!.toFixed(1)})`,
  );
}

async function longScan(count: number): Promise<void> {
  const bytes = new Uint8Array(readFileSync(path.join(pdfDir, 'bobo_民法典.pdf')));
  const pages = Array.from({ length: count }, (_, i) => i + 1);
  const engine = ocrEngineChoice() === 'wasm' || !hasNativeTesseract() ? 'tesseract.js' : 'tesseract (native, one child process per page, ~100 MB each)';
  const cpu0 = cpuSeconds();
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const started = performance.now();
  let done = 0;
  await ocrPages('pdf', bytes, pages, {
    timeoutMs: 60 * 60_000,
    onPage: () => {
      done++;
      if (done % 10 === 0) console.log(`  ${done}/${count} pages, ${((performance.now() - started) / done / 1000).toFixed(2)} s/page, ${((cpuSeconds() - cpu0) / done).toFixed(2)} s CPU/page, peak RSS ${(peak / 2 ** 20).toFixed(0)} MB`);
    },
  });
  clearInterval(timer);
  console.log(
    `OCR of ${count} pages with ${engine} (民法典 rendered at 150 dpi, one page at a time in the worker thread): ${((performance.now() - started) / count / 1000).toFixed(2)} s/page with rendering, ` +
      `${((cpuSeconds() - cpu0) / count).toFixed(2)} s CPU/page, peak RSS of the app process ${(peak / 2 ** 20).toFixed(0)} MB (load ${os.loadavg()[0]!.toFixed(1)})`,
  );
}

async function firstToken(): Promise<void> {
  const doc = await openPdf(new Uint8Array(readFileSync(path.join(pdfDir, 'bobo_民法典.pdf'))));
  const pages = await readPdfPages(doc);
  await doc.destroy();
  const { text, pages: spans } = assembleText(pages.map((p) => ({ page: p.page, text: p.text, source: 'text' as const })));
  const file = { id: '00000000-0000-4000-8000-000000000001', text, pages: spans, updatedAt: new Date(), fileName: '民法典.pdf' } as unknown as TDocFileRow;
  const t = performance.now();
  const gen = composeAnswer({ files: [file], question: '违约金过高怎么办？', history: [], provider: builtinProvider, signal: new AbortController().signal });
  await gen.next();
  const cold = performance.now() - t;
  const t2 = performance.now();
  await composeAnswer({ files: [file], question: '租赁合同的期限最长多少年？', history: [], provider: builtinProvider, signal: new AbortController().signal }).next();
  console.log(`First builtin-answer token, 民法典 (${pages.length} pages, ${text.length} chars) already uploaded: ${cold.toFixed(0)} ms cold (passages + jieba index built), ${(performance.now() - t2).toFixed(0)} ms warm`);
}

export async function run(): Promise<void> {
  if (process.env.DOC_BENCH_ONLY === 'first-token') return firstToken();
  if (process.env.DOC_BENCH_ONLY === 'ocr') {
    await ocrAccuracy([2, 3, 4], 'wasm');
    if (hasNativeTesseract()) await ocrAccuracy([2, 3, 4], 'native');
    await longScan(Number(process.env.DOC_BENCH_OCR_PAGES ?? 100));
    return;
  }
  await pdfText();
  await firstToken();
  await ocrAccuracy([2, 3, 4], 'wasm');
  if (hasNativeTesseract()) await ocrAccuracy([2, 3, 4], 'native');
  await longScan(Number(process.env.DOC_BENCH_OCR_PAGES ?? 100));
  console.log('Reproduce: npm run bench -- document-files');
}
