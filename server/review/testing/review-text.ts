/**
 * Developer tool: review a plain-text contract with the rules and print the findings.
 * npx tsx server/review/testing/review-text.ts <file.txt> [categoryId] [stance]
 */
import { readFileSync } from 'node:fs';
import { runRules } from '../rules/run-rules';
import { documentFromText } from './document-from-text';

const [file, categoryId = 'sale', stance = 'neutral'] = process.argv.slice(2);
if (!file) {
  console.error('usage: review-text <file.txt> [categoryId] [stance]');
  process.exit(2);
}
const doc = documentFromText(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
const findings = runRules(doc, { categoryId, stance, reviewer: 'cli' });
for (const f of findings) {
  const where = f.anchor ? `#${f.anchor.paragraph_index} “${f.anchor.quote}”` : '(全文)';
  console.log(`[${f.level}] ${f.ruleId} ${where}`);
  console.log(`    ${f.title} — ${f.explanation.slice(0, 140)}`);
  if (f.revision) console.log(`    revision ${f.revision.op}: ${f.revision.text.slice(0, 80)}`);
}
console.log(`${findings.length} findings`);
