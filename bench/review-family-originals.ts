/**
 * What a lawyer sees on clean contracts: every medium or high finding of the one-sided-clause families
 * (general.family.*) on the original contracts of ../shared/data/contracts-cn, one line each with its quote, and the
 * total. The families are written to read meaning across wordings; this is the other side of that coin — each new
 * meaning is checked here for findings it adds on contracts nobody planted anything in (decision 220). .doc files are
 * converted the way an upload is (server/convert/doc-to-docx); without LibreOffice they are skipped and counted.
 *
 * Run: node --import tsx bench/review-family-originals.ts [rule-id prefix, default general.family.]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { convertDocToDocx } from '../server/convert/doc-to-docx';
import { readDocx } from '../server/review/docx/index';
import { runRules } from '../server/review/rules/run-rules';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpus = path.resolve(repoRoot, '../shared/data/contracts-cn');
const prefix = process.argv[2] ?? 'general.family.';

function contracts(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) return contracts(p);
    return /\.docx?$/iu.test(f) ? [p] : [];
  });
}

/** The .docx bytes: the file itself, or its conversion (null when LibreOffice cannot convert it here). */
async function asDocx(file: string): Promise<Uint8Array | null> {
  const bytes = readFileSync(file);
  if (/\.docx$/iu.test(file)) return bytes;
  try {
    return new Uint8Array(await convertDocToDocx(bytes));
  } catch {
    return null;
  }
}

let total = 0;
let skipped = 0;
for (const file of contracts(corpus)) {
  const docx = await asDocx(file);
  if (!docx) {
    skipped++;
    continue;
  }
  const findings = runRules(readDocx(docx), { categoryId: 'sale', stance: 'neutral', reviewer: 'bench' }).filter(
    (f) => f.ruleId.startsWith(prefix) && f.anchor && f.level !== 'low',
  );
  for (const f of findings) {
    total++;
    console.log(`${path.basename(file)}\t${f.ruleId}\t${f.level}\t${f.anchor!.quote.slice(0, 80)}`);
  }
}
console.log(`total ${total} medium/high ${prefix}* findings on the originals${skipped ? ` (${skipped} .doc not converted)` : ''}`);
