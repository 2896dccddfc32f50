/**
 * Planted-defect evaluation of contract review (docs/quality.md):
 *   npm run eval:review -- <folder> [--lo-every=N] [--no-lo] [--only=id,id] [--no-doc] [--json=file]
 * Reviews every .docx/.doc of <folder> and its mutants, prints the Markdown report and writes it into
 * docs/quality.md (between the generated-section markers) unless --no-doc.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeMetrics, type AllowEntry } from '../server/review/eval/metrics';
import { MUTATORS } from '../server/review/eval/mutators/index';
import { renderReport, spliceReport } from '../server/review/eval/report';
import { makeWorkDir, runEval, type CategoryTableEntry } from '../server/review/eval/run-eval';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const evalDir = path.join(repoRoot, 'server/review/eval');

const args = process.argv.slice(2);
const folder = args.find((a) => !a.startsWith('--'));
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
if (!folder) {
  console.error('usage: npm run eval:review -- <folder> [--lo-every=N] [--no-lo] [--only=id,id] [--no-doc] [--json=file]');
  process.exit(2);
}

const categoryTable = JSON.parse(await readFile(path.join(evalDir, 'category-table.json'), 'utf8')) as Record<string, CategoryTableEntry>;
const allow = JSON.parse(await readFile(path.join(evalDir, 'allow-list.json'), 'utf8')) as AllowEntry[];
const workDir = await makeWorkDir();
const run = await runEval({
  folder: path.resolve(folder),
  categoryTable,
  libreOfficeEvery: Number(flag('lo-every') ?? 4),
  libreOffice: !args.includes('--no-lo'),
  only: flag('only')?.split(','),
  workDir,
  log: (line) => console.error(line),
});
const mutators = MUTATORS.map(({ id, label, high, ruleIds, detection }) => ({ id, label, high, ruleIds, detection }));
const metrics = computeMetrics(run.contracts, mutators, allow);
const corpus = path.relative(repoRoot, path.resolve(folder)) || '.';
// Flags that change what is measured, not where files go (no machine paths in the report).
const command = `npm run eval:review -- ${corpus}${args.filter((a) => a.startsWith('--') && !a.startsWith('--json=') && a !== '--no-doc').map((a) => ` ${a}`).join('')}`;
const section = renderReport({ run, metrics, allow, mutators, command, corpus, date: new Date() });
console.log(section);
console.error(`\nmutants and outputs kept in ${workDir}`);
const json = flag('json');
if (json) await writeFile(json, JSON.stringify({ run, metrics }, null, 1));
if (!args.includes('--no-doc')) {
  const docPath = path.join(repoRoot, 'docs/quality.md');
  const doc = await readFile(docPath, 'utf8').catch(() => '# Review quality\n');
  await writeFile(docPath, spliceReport(doc, section));
  console.error(`written into ${path.relative(repoRoot, docPath)}`);
}
