/**
 * The review eval of one family set, rules only (issue 14, decision 227): plants each of the set's wordings into every
 * Chinese contract under ../shared/data/contracts-cn exactly as `npm run eval:review` does, runs the rules without
 * writing the Word outputs, and scores each mutant strictly by the eval's rule ids (detectingFinding). About 1.5 min a
 * set instead of 5; the figures equal the eval's for every set measured so far. Prints one MISS line per missed mutant
 * (family, contract, planted sentence, medium/high findings in that paragraph), a FAM line per family below 100%, and
 * the total. .doc files are converted once and cached in the system temp folder.
 *   node --import tsx bench/review-family-set.ts heldout21 [family,family] [--rules-only] [--reader=<model dir>]
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RuleFinding } from '../server/review/model';
import { readDocx } from '../server/review/docx/index';
import { runRules } from '../server/review/rules/run-rules';
import { cachedDocx } from '../server/review/eval/cached-docx';
import { useReaderModel } from '../server/review/rules/reader-pass';
import { loadModel } from '../server/review/reader/model';
import { chineseShare } from '../server/review/eval/contract-text';
import { DocxEditor } from '../server/review/eval/docx-edit';
import { detectingFinding, type FindingLite } from '../server/review/eval/metrics';
import { FAMILY_MUTATORS } from '../server/review/eval/mutators/families';
import { categoryFor, walk, type CategoryTableEntry } from '../server/review/eval/run-eval';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const flags = process.argv.slice(2).filter((a) => a.startsWith('--'));
const [set, familyArg] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
/** --rules-only: without the clause reader (the figures before decision 232); --reader=dir: a reader trained on less. */
const rulesOnly = flags.includes('--rules-only');
const readerDir = flags.find((f) => f.startsWith('--reader='))?.split('=')[1];
if (readerDir) useReaderModel(loadModel(path.resolve(readerDir)));
if (!set) {
  console.error('usage: node --import tsx bench/review-family-set.ts <set, e.g. heldout21> [family,family]');
  process.exit(2);
}
const families = familyArg ? new Set(familyArg.split(',')) : null;
const table = JSON.parse(await readFile(path.join(repoRoot, 'server/review/eval/category-table.json'), 'utf8')) as Record<string, CategoryTableEntry>;

/** The family and set of a mutator id (family-<family>-<set>). */
const parseId = (id: string) => /^family-(.+)-(dev|heldout\d*)$/.exec(id)!.slice(1) as [string, string];
const mutators = FAMILY_MUTATORS.filter((m) => {
  const [family, of] = parseId(m.id);
  return of === set && (!families || families.has(family));
});

const lite = (f: RuleFinding): FindingLite => ({ rule_id: f.ruleId, level: f.level, title: f.title, anchor: f.anchor ? { ...f.anchor } : null });

let detected = 0;
let planted = 0;
const perFamily = new Map<string, { detected: number; planted: number }>();
for (const full of await walk(path.join(repoRoot, '../shared/data/contracts-cn'))) {
  const file = path.basename(full);
  const docx = await cachedDocx(full);
  if (chineseShare(new DocxEditor(docx).paragraphs) < 0.5) continue;
  const ctx = { categoryId: categoryFor(docx, file, table).id, stance: 'neutral', reviewer: 'bench' };
  const original = runRules(readDocx(docx), ctx, { reader: !rulesOnly }).map(lite);
  for (const m of mutators) {
    const r = m.apply({ editor: new DocxEditor(docx), categoryId: ctx.categoryId });
    if (!r.applicable) continue;
    const [family] = parseId(m.id);
    const counts = perFamily.get(family) ?? { detected: 0, planted: 0 };
    perFamily.set(family, counts);
    planted++;
    counts.planted++;
    const findings = runRules(readDocx(r.bytes), ctx, { reader: !rulesOnly }).map(lite);
    if (detectingFinding(m, r.planted, original, findings)) {
      detected++;
      counts.detected++;
      continue;
    }
    const near = findings.filter((f) => f.anchor?.paragraph_index === r.planted?.paragraphIndex && f.level !== 'low').map((f) => f.rule_id);
    console.log(`MISS\t${family}\t${file}\t${r.planted?.text ?? r.description}\t${near.join(',')}`);
  }
}
for (const [family, c] of perFamily) if (c.detected < c.planted) console.log(`FAM\t${family}\t${c.detected}/${c.planted}`);
console.log(`TOTAL ${detected}/${planted} = ${((100 * detected) / planted).toFixed(1)}%`);
