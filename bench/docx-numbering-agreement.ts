/**
 * Numbering labels: our renderer vs what LibreOffice draws, on every sample .docx that uses automatic numbering.
 * LibreOffice's text export writes each paragraph as "indent + label + separator + text"; for each of our body/table
 * paragraphs we find its line (in order) and take what precedes the text as LibreOffice's label.
 * Run: `npm run bench -- docx-numbering-agreement` (needs soffice; ~2 s per file).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDocx } from '../server/review/docx/read-docx';
import { libreOfficeText, sofficePath } from '../server/review/docx/libreoffice-check';
import { openDocx } from '../server/review/docx/open-docx';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataRoot = path.resolve(repoRoot, '../shared/data');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = path.join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

export interface Agreement {
  file: string;
  compared: number;
  agree: number;
  labelled: number;
  mismatches: { ours: string; lo: string; text: string }[];
}

const norm = (s: string) => s.replace(/[\s\u00a0\u3000]+/g, '');

/** Compares labels for one file; null when LibreOffice could not convert it. */
export async function compareNumbering(file: string): Promise<Agreement | null> {
  const doc = readDocx(new Uint8Array(readFileSync(file)));
  const loText = await libreOfficeText(file);
  if (loText === null) return null;
  const lines = loText.split(/\r?\n/);
  let cursor = 0;
  const result: Agreement = { file: path.relative(dataRoot, file), compared: 0, agree: 0, labelled: 0, mismatches: [] };
  for (const p of doc.paragraphs) {
    if (p.location !== 'body' && p.location !== 'table') continue;
    const first = p.text.split('\n')[0]!.trim();
    if (norm(first).length < 4) continue; // too short to locate reliably
    let found = -1;
    for (let i = cursor; i < Math.min(lines.length, cursor + 400); i++) {
      if (norm(lines[i]!).endsWith(norm(first))) {
        found = i;
        break;
      }
    }
    if (found < 0) continue;
    cursor = found + 1;
    const line = lines[found]!;
    const idx = line.lastIndexOf(first);
    const loLabel = idx >= 0 ? line.slice(0, idx).trim() : '';
    result.compared++;
    if (p.label) result.labelled++;
    if (norm(loLabel) === norm(p.label)) result.agree++;
    else result.mismatches.push({ ours: p.label, lo: loLabel, text: first.slice(0, 30) });
  }
  return result;
}

function usesNumbering(file: string): boolean {
  try {
    const pkg = openDocx(new Uint8Array(readFileSync(file)));
    return /<[\w]+:numPr>/.test(pkg.xml(pkg.mainPart) ?? '') || /<[\w]+:numPr>/.test(pkg.xml('word/styles.xml') ?? '');
  } catch {
    return false;
  }
}

export async function run(): Promise<void> {
  if (!sofficePath()) {
    console.log('LibreOffice not installed: skipped');
    return;
  }
  const files = [...walk(path.join(dataRoot, 'docx-samples')), ...walk(path.join(dataRoot, 'contracts-cn'))]
    .filter((f) => f.toLowerCase().endsWith('.docx'))
    .filter(usesNumbering);
  let compared = 0;
  let agree = 0;
  let labelled = 0;
  for (const f of files) {
    const r = await compareNumbering(f).catch(() => null);
    if (!r) {
      console.log(`-  ${path.relative(dataRoot, f)}: not comparable`);
      continue;
    }
    compared += r.compared;
    agree += r.agree;
    labelled += r.labelled;
    console.log(`${r.mismatches.length ? 'x ' : 'ok'} ${r.file}: ${r.agree}/${r.compared} paragraphs agree (${r.labelled} numbered)`);
    for (const m of r.mismatches.slice(0, 8)) console.log(`     ours ${JSON.stringify(m.ours)} lo ${JSON.stringify(m.lo)} | ${m.text}`);
  }
  console.log(`\nnumbering agreement with LibreOffice: ${agree}/${compared} paragraphs (${labelled} numbered) over ${files.length} files`);
  console.log('reproduce: npm run bench -- docx-numbering-agreement');
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
