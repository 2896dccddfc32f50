/**
 * Developer tool: review every .docx in a folder (recursively) with the builtin classifier and the rules, print
 * each finding and a per-category, per-level summary. .doc files must be converted to .docx first.
 * npx tsx server/review/testing/review-folder.ts <folder> [stance] [--quiet]
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { readDocx } from '../docx';
import { suggestCategory } from '../classify/suggest-category';
import { runRules } from '../rules/run-rules';

const [dir, stance = 'neutral', flag] = process.argv.slice(2);
if (!dir) {
  console.error('usage: review-folder <folder> [stance] [--quiet]');
  process.exit(2);
}
const files: string[] = [];
const walk = (d: string): void => {
  for (const f of readdirSync(d)) {
    const p = path.join(d, f);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.docx$/i.test(f)) files.push(p);
  }
};
walk(dir);
const byCategory = new Map<string, { high: number; medium: number; low: number; files: number }>();
for (const file of files.sort()) {
  const doc = readDocx(readFileSync(file));
  const s = suggestCategory(doc);
  const categoryId = s.category?.id ?? 'general';
  const t0 = performance.now();
  const findings = runRules(doc, { categoryId, stance, reviewer: 'cli' });
  const ms = performance.now() - t0;
  const c = byCategory.get(categoryId) ?? { high: 0, medium: 0, low: 0, files: 0 };
  c.files += 1;
  for (const f of findings) c[f.level] += 1;
  byCategory.set(categoryId, c);
  const levels = { high: 0, medium: 0, low: 0 };
  for (const f of findings) levels[f.level] += 1;
  console.log(`\n=== ${path.relative(dir, file)} → ${s.category?.name ?? '未识别'} (${s.confidence}) 金额 ${s.amount ?? '-'}  高${levels.high} 中${levels.medium} 低${levels.low}  ${ms.toFixed(0)}ms`);
  if (flag === '--quiet') continue;
  for (const f of findings) {
    const where = f.anchor ? `#${f.anchor.paragraph_index} “${f.anchor.quote.slice(0, 50)}”` : '(全文)';
    console.log(`  [${f.level}] ${f.ruleId} ${where}`);
  }
}
console.log('\ncategory  files  high  medium  low');
for (const [k, v] of byCategory) console.log(`${k.padEnd(14)} ${v.files}  ${v.high}  ${v.medium}  ${v.low}`);
