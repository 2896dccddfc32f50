/**
 * The review eval of one family set, rules only (issue 14, decision 227): plants each of the set's wordings into every
 * Chinese contract under ../shared/data/contracts-cn exactly as `npm run eval:review` does, runs the rules without
 * writing the Word outputs, and scores each mutant strictly by the eval's rule ids (detectingFinding). About 1.5 min a
 * set instead of 5; the figures equal the eval's for every set measured so far. Prints one MISS line per missed mutant
 * (family, contract, planted sentence, medium/high findings in that paragraph), a FAM line per family below 100%, and
 * the total. .doc files are converted once and cached in the system temp folder.
 *   node --import tsx bench/review-family-set.ts heldout21 [family,family]
 */
import { readFile, readdir, stat, writeFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { convertDocToDocx } from '../server/convert/doc-to-docx';
import { suggestCategory } from '../server/review/classify/suggest-category';
import { readDocx } from '../server/review/docx/index';
import { runRules } from '../server/review/rules/run-rules';
import { chineseShare } from '../server/review/eval/contract-text';
import { DocxEditor } from '../server/review/eval/docx-edit';
import { detectingFinding } from '../server/review/eval/metrics';
import { FAMILY_MUTATORS } from '../server/review/eval/mutators/families';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [set, famArg] = process.argv.slice(2);
if (!set) {
  console.error('usage: node --import tsx bench/review-family-set.ts <set, e.g. heldout21> [family,family]');
  process.exit(2);
}
const fams = famArg ? new Set(famArg.split(',')) : null;
const table = JSON.parse(await readFile(path.join(repoRoot, 'server/review/eval/category-table.json'), 'utf8')) as Record<string, { category: string }>;
async function walk(d: string): Promise<string[]> { const out: string[] = []; for (const n of (await readdir(d)).sort()) { const p = path.join(d, n); if ((await stat(p)).isDirectory()) out.push(...(await walk(p))); else if (/\.docx?$/i.test(n) && !n.startsWith('~$')) out.push(p); } return out; }
const cache = path.join(os.tmpdir(), 'lawdesk-docx-cache'); await mkdir(cache, { recursive: true });
const muts = FAMILY_MUTATORS.filter((m) => m.id.endsWith(`-${set}`) && (!fams || fams.has(m.id.replace(/^family-/, '').replace(`-${set}`, ''))));
let ok = 0, n = 0;
const per = new Map<string, [number, number]>();
for (const full of await walk(path.join(repoRoot, '../shared/data/contracts-cn'))) {
  const file = path.basename(full);
  let docx: Uint8Array;
  if (/\.doc$/i.test(file)) {
    const c = path.join(cache, createHash('sha1').update(full).digest('hex') + '.docx');
    if (!existsSync(c)) await writeFile(c, await convertDocToDocx(await readFile(full)));
    docx = new Uint8Array(await readFile(c));
  } else docx = new Uint8Array(await readFile(full));
  const doc0 = readDocx(docx);
  if (chineseShare(new DocxEditor(docx).paragraphs) < 0.5) continue;
  const s = suggestCategory(doc0);
  const cat = s.category?.id ?? table[file]?.category ?? 'sale';
  const orig = runRules(doc0, { categoryId: cat, stance: 'neutral', reviewer: 't' }).map((f) => ({ rule_id: f.ruleId, level: f.level, title: '', anchor: f.anchor ? { ...f.anchor } : null }));
  for (const m of muts) {
    const r = m.apply({ editor: new DocxEditor(docx), categoryId: cat });
    if (!r.applicable) continue;
    n++;
    const fam = m.id.replace(/^family-/, '').replace(`-${set}`, '');
    const f = runRules(readDocx(r.bytes), { categoryId: cat, stance: 'neutral', reviewer: 't' }).map((x) => ({ rule_id: x.ruleId, level: x.level, title: '', anchor: x.anchor ? { ...x.anchor } : null }));
    const d = detectingFinding(m, r.planted, orig, f as never);
    const p = per.get(fam) ?? [0, 0]; p[1]++;
    if (d) { ok++; p[0]++; } else {
      const near = f.filter((x) => x.anchor && x.anchor.paragraph_index === r.planted?.paragraphIndex && x.level !== 'low').map((x) => x.rule_id);
      console.log(`MISS\t${fam}\t${file}\t${r.description.replace(/^.*appended "/, '').replace(/" to .*$/, '')}\t${near.join(',')}`);
    }
    per.set(fam, p);
  }
}
for (const [k, [a, b]] of per) if (a < b) console.log(`FAM\t${k}\t${a}/${b}`);
console.log(`TOTAL ${ok}/${n} = ${(100 * ok / n).toFixed(1)}%`);
