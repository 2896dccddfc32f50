/**
 * Word engine figures on a 100,000-character Chinese contract (real clauses repeated): parse, annotate with 50
 * comments + 10 tracked replacements (verification included), the clean copy, the opinion document, peak RSS, and
 * parse + annotate next to mammoth.convertToHtml of the same file in the same run (goal <= 1.0x).
 * Run: `npm run bench -- docx-engine` (or `node --import tsx bench/docx-engine.ts`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mammoth from 'mammoth';
import type { TFinding } from '@common/api/contract';
import { openDocx, encodeXmlText } from '../server/review/docx/open-docx';
import { readDocx } from '../server/review/docx/read-docx';
import { writeAnnotated } from '../server/review/docx/write-docx';
import { writeZip } from '../server/review/docx/zip';
import { buildReviewReport } from '../server/review/report';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = path.resolve(repoRoot, '../shared/data/contracts-cn/zhirong-lawassist/存量房屋买卖合同.docx');
const TARGET_CHARS = 100_000;

/** Repeats the source contract's body until it holds at least `chars` visible characters. */
export function makeLargeContract(chars = TARGET_CHARS): Uint8Array {
  const bytes = new Uint8Array(readFileSync(SOURCE));
  const pkg = openDocx(bytes);
  const xml = pkg.xml(pkg.mainPart)!;
  const bodyStart = xml.indexOf('>', xml.indexOf('<w:body')) + 1;
  const sect = xml.lastIndexOf('<w:sectPr');
  const body = xml.slice(bodyStart, sect);
  const per = readDocx(bytes).charCount;
  const copies = Math.ceil(chars / per);
  const next = xml.slice(0, bodyStart) + body.repeat(copies) + xml.slice(sect);
  return writeZip(
    pkg.entries.map((e) =>
      e.name === pkg.mainPart
        ? { kind: 'data', name: e.name, data: encodeXmlText(next, pkg.encodingOf(e.name)), compress: true, like: e }
        : { kind: 'copy', entry: e, source: bytes },
    ),
  );
}

/** 50 findings on real text (50 comments), 10 of them with a replacement (10 tracked changes). */
export function benchFindings(bytes: Uint8Array, n = 50, withRevision = 10): TFinding[] {
  const doc = readDocx(bytes);
  const usable = doc.paragraphs.filter((p) => (p.location === 'body' || p.location === 'table') && p.text.trim().length >= 12);
  const step = Math.max(1, Math.floor(usable.length / n));
  return Array.from({ length: Math.min(n, usable.length) }, (_, i) => {
    const p = usable[i * step]!;
    const start = 2;
    const end = Math.min(p.text.length, 10);
    return {
      id: `b${i}`,
      rule_id: 'bench',
      level: (['high', 'medium', 'low'] as const)[i % 3]!,
      title: `基准测试问题${i + 1}`,
      explanation: '该条款约定不明确，可能引发争议。',
      suggestion: '建议明确约定相关权利义务。',
      legal_basis: [{ law: '中华人民共和国民法典', article: '第五百一十条', text: '合同生效后，当事人就质量、价款或者报酬……没有约定或者约定不明确的，可以协议补充。', resolved: true }],
      anchor: { paragraph_index: p.index, start, end, quote: p.text.slice(start, end) },
      revision: i % Math.ceil(n / withRevision) === 0 ? { op: 'replace', text: '修改后的约定内容' } : null,
      decision: 'open',
      source: 'rule',
    };
  });
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

async function time<T>(fn: () => T | Promise<T>, runs: number): Promise<{ ms: number; value: T }> {
  const times: number[] = [];
  let value!: T;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    value = await fn();
    times.push(performance.now() - t);
  }
  return { ms: median(times), value };
}

export async function run(): Promise<void> {
  const bytes = makeLargeContract();
  const doc = readDocx(bytes);
  const findings = benchFindings(bytes);
  const comments = findings.length;
  const revisions = findings.filter((f) => f.revision).length;
  const runs = 5;

  // Warm up our code paths once (mammoth is warmed up after our figures, so its memory is not in ours).
  writeAnnotated(bytes, findings.slice(0, 3), { mode: 'track', author: '基准' });

  const parse = await time(() => readDocx(bytes), runs);
  const annotate = await time(() => writeAnnotated(bytes, findings, { mode: 'track', author: '基准' }), runs);
  const commentsOnly = await time(() => writeAnnotated(bytes, findings, { mode: 'comments', author: '基准' }), runs);
  const clean = await time(() => writeAnnotated(bytes, findings, { mode: 'clean', author: '基准' }), runs);
  const report = await time(
    () => buildReviewReport({ contractName: '存量房屋买卖合同（基准）', category: '买卖合同', stance: '买方', reviewer: '基准', date: new Date(), charCount: doc.charCount, findings }),
    runs,
  );
  const rssMb = process.resourceUsage().maxRSS / 1024;
  await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
  const mam = await time(() => mammoth.convertToHtml({ buffer: Buffer.from(bytes) }), runs);
  const ours = parse.ms + annotate.ms;
  const rssWithMammoth = process.resourceUsage().maxRSS / 1024;

  console.log(`contract: ${doc.charCount} characters, ${doc.paragraphs.length} paragraphs, ${(bytes.length / 1024).toFixed(0)} KB .docx`);
  console.log(`parse (open + read + numbering):        ${parse.ms.toFixed(1)} ms`);
  console.log(`annotate track (${comments} comments + ${revisions} tracked replacements, verified): ${annotate.ms.toFixed(1)} ms  anchored ${annotate.value.anchored}, failed ${annotate.value.failed.length}`);
  console.log(`annotate comments only (verified):      ${commentsOnly.ms.toFixed(1)} ms`);
  console.log(`clean copy (verified):                  ${clean.ms.toFixed(1)} ms`);
  console.log(`report (${comments} findings):                  ${report.ms.toFixed(1)} ms`);
  console.log(`mammoth.convertToHtml same file:        ${mam.ms.toFixed(1)} ms`);
  console.log(`parse + annotate / mammoth:             ${(ours / mam.ms).toFixed(2)}x (goal <= 1.0x)`);
  console.log(`peak RSS: ${rssMb.toFixed(0)} MB after all of ours (process incl. tsx), ${rssWithMammoth.toFixed(0)} MB once mammoth ran`);
  console.log(`medians of ${runs} runs; reproduce: npm run bench -- docx-engine`);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
