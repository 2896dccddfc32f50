/**
 * What a lawyer sees on clean contracts: every medium or high finding of the one-sided-clause families
 * (general.family.*) on the original contracts of ../shared/data/contracts-cn, one line each with its quote, and the
 * total. The families are written to read meaning across wordings; this is the other side of that coin — each new
 * meaning is checked here for findings it adds on contracts nobody planted anything in (decision 220). .doc files are
 * converted with LibreOffice once into os.tmpdir().
 *
 * Run: node --import tsx bench/review-family-originals.ts [rule-id prefix, default general.family.]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDocx } from '../server/review/docx/index';
import { runRules } from '../server/review/rules/run-rules';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpus = path.resolve(repoRoot, '../shared/data/contracts-cn');
const prefix = process.argv[2] ?? 'general.family.';
const converted = path.join(os.tmpdir(), 'lawdesk-family-originals');
mkdirSync(converted, { recursive: true });

function contracts(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) return contracts(p);
    return /\.docx?$/iu.test(f) ? [p] : [];
  });
}

/** The .docx to read: the file itself, or its LibreOffice conversion (null when LibreOffice is missing). */
function asDocx(file: string): string | null {
  if (/\.docx$/iu.test(file)) return file;
  const out = path.join(converted, `${path.basename(file)}x`);
  if (!existsSync(out)) {
    try {
      execFileSync('soffice', ['--headless', '--convert-to', 'docx', '--outdir', converted, file], { stdio: 'ignore' });
    } catch {
      return null;
    }
  }
  return existsSync(out) ? out : null;
}

let total = 0;
let skipped = 0;
for (const file of contracts(corpus)) {
  const docx = asDocx(file);
  if (!docx) {
    skipped++;
    continue;
  }
  const findings = runRules(readDocx(readFileSync(docx)), { categoryId: 'sale', stance: 'neutral', reviewer: 'bench' }).filter(
    (f) => f.ruleId.startsWith(prefix) && f.anchor && f.level !== 'low',
  );
  for (const f of findings) {
    total++;
    console.log(`${path.basename(file)}\t${f.ruleId}\t${f.level}\t${f.anchor!.quote.slice(0, 80)}`);
  }
}
console.log(`total ${total} medium/high ${prefix}* findings on the originals${skipped ? ` (${skipped} .doc skipped: no LibreOffice)` : ''}`);
