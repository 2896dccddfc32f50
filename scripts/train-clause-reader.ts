/**
 * Trains the clause reader (decision 232) and writes server/review/reader/model/, or measures it on one family set
 * left out of training.
 *   node --import tsx scripts/train-clause-reader.ts                    train on the read sets, write the model
 *   node --import tsx scripts/train-clause-reader.ts --leave-out=heldout27   train without that set, score it, write nothing
 * Examples: every read family set (a sentence labelled with its family's first check id), the family checks' own
 * triggers and fair forms (checks/families.test.ts), the team's own wordings per check (reader/wordings/, decision 233), statute sentences and the sentences of the Chinese contracts
 * under ../shared/data/contracts-cn on which the rules find no family risk ("none"). With --leave-out, the contracts
 * are split: the even ones train, the odd ones count the sentences the reader would flag that the rules do not.
 * Only the weights are written: no sentence of ../shared goes into the repository.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib, { brotliCompressSync } from 'node:zlib';
import { getLawCorpus } from '../server/laws/corpus';
import { readDocx } from '../server/review/docx/index';
import { chineseShare } from '../server/review/eval/contract-text';
import { DocxEditor } from '../server/review/eval/docx-edit';
import { FAMILY_MUTATORS, FAMILY_WORDINGS } from '../server/review/eval/mutators/families';
import { categoryFor, walk, type CategoryTableEntry } from '../server/review/eval/run-eval';
import { MODEL_DIR, readSentence, type ClauseReaderMeta } from '../server/review/reader/model';
import { TRAIN_DEFAULTS, seeded, trainReader, type Example } from '../server/review/reader/train';
import { runRules } from '../server/review/rules/run-rules';
import { ALL_CHECKS } from '../server/review/knowledge/index';
import { TEAM_WORDINGS } from '../server/review/reader/wordings/index';
import { cachedDocx } from '../server/review/eval/cached-docx';
import { documentFromText } from '../server/review/testing/document-from-text';

/**
 * The family sets the reader learns from: only rounds whose first run is measured and read. A round's set joins this
 * list after its first run, never before (a round measured on a reader trained on it measures nothing).
 */
const READ_SETS = ['dev', 'heldout', ...Array.from({ length: 39 }, (_, i) => `heldout${i + 3}`)];
/** Statute sentences as examples of legal text that is not a contract risk. */
const STATUTE_SENTENCES = 8000;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const leaveOut = process.argv.find((a) => a.startsWith('--leave-out='))?.split('=')[1];
if (leaveOut && !READ_SETS.includes(leaveOut)) throw new Error(`${leaveOut} is not a read set`);
/**
 * --first-run=heldout26@3a434db: the reader as it would have been at that round's first run — trained on the sets
 * before it and on the checks' test sentences as committed then — scored on the misses the round's writer listed
 * in docs/quality.md (「sentence」 (detected/planted)): how many more plants rules and reader together would have caught.
 */
const firstRun = process.argv.find((a) => a.startsWith('--first-run='))?.split('=')[1]?.split('@');
const trainSets = firstRun ? READ_SETS.slice(0, READ_SETS.indexOf(firstRun[0]!)) : READ_SETS.filter((s) => s !== leaveOut);
if (firstRun && trainSets.length === READ_SETS.length) throw new Error(`${firstRun[0]} is not a read set`);

/** Family id -> the check ids the eval accepts for it (the first names the family). */
const ruleIds = new Map<string, readonly string[]>();
for (const m of FAMILY_MUTATORS) {
  const family = /^family-(.+)-(dev|heldout\d*)$/.exec(m.id)![1]!;
  ruleIds.set(family, m.ruleIds);
}

/**
 * The check a family's wordings teach: the first of the eval's ids, except where the family's own check was given
 * another id before the eval named it. A class that is no check would be read and never reported (reader-pass.ts
 * reports only checks it is given), so every class is checked below.
 */
const OWN_CHECK: Readonly<Record<string, string>> = {
  'pre-emption-waiver': 'general.family.preemption-waiver',
  'probation-abuse': 'general.family.probation-overreach',
};
const checkOf = (family: string): string => OWN_CHECK[family] ?? ruleIds.get(family)![0]!;
const checkIds = new Set(ALL_CHECKS.map((c) => c.id));
/**
 * A family whose label spans two checks: its wordings that the named check's rules report teach that check, so the
 * reader does not add the other check's title to the same clause (decision 248: a lease ended by a sale is
 * sale-breaks-lease, not the right of first refusal).
 */
const SPLIT_OFF: Readonly<Record<string, string>> = { 'pre-emption-waiver': 'general.family.sale-breaks-lease' };
const splitChecks = new Map(Object.entries(SPLIT_OFF).map(([family, id]) => [family, ALL_CHECKS.filter((c) => c.id === id).slice(0, 1)]));
function labelOf(family: string, text: string): string {
  const split = splitChecks.get(family);
  if (split?.length && runRules(documentFromText(text), { categoryId: 'general', stance: 'neutral', reviewer: 'train' }, { checks: split, reader: false }).length > 0) return split[0]!.id;
  return checkOf(family);
}

const positives: { checkId: string; text: string }[] = [];
const fairForms: string[] = [];
for (const set of trainSets) {
  for (const [family, sentences] of Object.entries(FAMILY_WORDINGS[set as keyof typeof FAMILY_WORDINGS] ?? {})) {
    for (const text of sentences ?? []) positives.push({ checkId: labelOf(family, text), text });
  }
}
// The checks' own test sentences: 'general.family.x': { hit: [...], miss: [...] }.
const TESTS = 'server/review/knowledge/checks/families.test.ts';
const tests = firstRun
  ? execFileSync('git', ['show', `${firstRun[1]}:${TESTS}`], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 1 << 26 })
  : await readFile(path.join(repoRoot, TESTS), 'utf8');
for (const m of tests.matchAll(/'(general\.family\.[a-z-]+)': \{\s*hit: \[([\s\S]*?)\n {4}\],\s*miss: \[([\s\S]*?)\n {4}\]/gu)) {
  for (const q of m[2]!.matchAll(/^\s*'([^']+)',$/gmu)) positives.push({ checkId: m[1]!, text: q[1]! });
  for (const q of m[3]!.matchAll(/^\s*'([^']+)',$/gmu)) fairForms.push(q[1]!);
}

// The team's own wordings (reader/wordings/, decision 233): more ways of saying each risk, and near misses, written from
// each check's title and explanation alone. --no-team leaves them out (to measure what they add).
const teamSentences = process.argv.includes('--no-team') ? { risk: 0, fair: 0 } : addTeamWordings();
function addTeamWordings(): { risk: number; fair: number } {
  let risk = 0;
  let fair = 0;
  for (const [checkId, w] of Object.entries(TEAM_WORDINGS)) {
    for (const text of w.risk) positives.push({ checkId, text }), risk++;
    for (const text of w.fair) fairForms.push(text), fair++;
  }
  return { risk, fair };
}

/** A reproducible shuffle, with the trainer's generator. */
function shuffled<T>(items: T[], seed: number): T[] {
  const rand = seeded(seed);
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
const statute: string[] = [];
for (const law of getLawCorpus().laws) {
  for (const a of law.articles) for (const s of a.text.split(/(?<=[。；;])/u)) if (s.trim().length >= 10) statute.push(s.trim());
}

// Contract sentences on which the rules find no family risk (medium or high).
const table = JSON.parse(await readFile(path.join(repoRoot, 'server/review/eval/category-table.json'), 'utf8')) as Record<string, CategoryTableEntry>;
const contractTrain: string[] = [];
const contractHeld: string[] = [];
const files = await walk(path.join(repoRoot, '../shared/data/contracts-cn'));
for (const [i, full] of files.entries()) {
  const bytes = await cachedDocx(full);
  if (chineseShare(new DocxEditor(bytes).paragraphs) < 0.5) continue;
  const doc = readDocx(bytes);
  const ctx = { categoryId: categoryFor(bytes, path.basename(full), table).id, stance: 'neutral', reviewer: 'train' };
  const flagged = runRules(doc, ctx, { reader: false }).filter((f) => f.ruleId.startsWith('general.family.') && f.level !== 'low' && f.anchor);
  for (const [pi, p] of doc.paragraphs.entries()) {
    let at = 0;
    for (const s of p.text.split(/(?<=[。；;])/u)) {
      const start = at;
      at += s.length;
      if (s.trim().length < 8) continue;
      if (flagged.some((f) => f.anchor!.paragraph_index === pi && f.anchor!.start < at && f.anchor!.end > start)) continue;
      (leaveOut && i % 2 === 1 ? contractHeld : contractTrain).push(s.trim());
    }
  }
}

const classes = ['none', ...[...new Set(positives.map((p) => p.checkId))].sort()];
const notChecks = classes.slice(1).filter((c) => !checkIds.has(c));
if (notChecks.length > 0) throw new Error(`the reader would learn classes that are no check: ${notChecks.join(', ')} (add the family to OWN_CHECK)`);
const index = new Map(classes.map((c, i) => [c, i]));
const negatives = [...fairForms, ...shuffled(statute, 7).slice(0, STATUTE_SENTENCES), ...contractTrain];
const examples: Example[] = [...positives.map((p) => ({ label: index.get(p.checkId)!, text: p.text })), ...negatives.map((text) => ({ label: 0, text }))];
const started = Date.now();
const model = trainReader(classes, examples);
console.log(`trained on ${positives.length} risk sentences (${classes.length - 1} checks), ${negatives.length} others (${fairForms.length} fair forms, ${Math.min(STATUTE_SENTENCES, statute.length)} statute, ${contractTrain.length} contract) in ${((Date.now() - started) / 1000).toFixed(1)} s`);

if (firstRun) {
  const set = FAMILY_WORDINGS[firstRun[0] as keyof typeof FAMILY_WORDINGS] ?? {};
  const familyOf = new Map<string, string>();
  for (const [family, sentences] of Object.entries(set)) for (const text of sentences ?? []) familyOf.set(text, family);
  const round = Number(firstRun[0]!.replace('heldout', ''));
  const quality = await readFile(path.join(repoRoot, 'docs/quality.md'), 'utf8');
  const from = quality.indexOf(`## One-sided-clause families, round ${round} first run`);
  const to = quality.indexOf('\n## ', quality.indexOf('### Misses, grouped by meaning', from));
  let missed = 0;
  let caught = 0;
  const seen = new Set<string>();
  for (const m of quality.slice(from, to).matchAll(/「([^」]+)」 \((\d+)\/(\d+)\)/gu)) {
    const text = m[1]!;
    const family = familyOf.get(text);
    if (!family || seen.has(text)) continue;
    seen.add(text);
    const lost = Number(m[3]) - Number(m[2]);
    missed += lost;
    const read = readSentence(model, text);
    if (read && ruleIds.get(family)!.includes(read.checkId)) caught += lost;
    else if (process.env.SHOW_MISSED) console.log(`  still missed (${lost}): ${family} ${text}${read ? ` -> ${read.checkId}` : ''}`);
  }
  console.log(`${firstRun[0]} first run: ${missed} plants missed by the rules; the reader of that time names ${caught} of them`);
} else if (leaveOut) {
  const set = FAMILY_WORDINGS[leaveOut as keyof typeof FAMILY_WORDINGS] ?? {};
  // The rules alone on each sentence (as a one-sentence contract): what the reader adds is what they miss.
  const byRules = new Set<string>();
  for (const [family, sentences] of Object.entries(set)) {
    for (const text of sentences ?? []) {
      const found = runRules(documentFromText(text), { categoryId: 'general', stance: 'neutral', reviewer: 'train' }, { reader: false });
      if (found.some((f) => ruleIds.get(family)!.includes(f.ruleId))) byRules.add(text);
    }
  }
  // The reader's answer at each threshold: the set's sentences named right, the held-out contracts' sentences flagged.
  for (const threshold of [0.5, 0.6, 0.7, 0.8, 0.9]) {
    const at = { ...model, threshold };
    let known = 0;
    let named = 0;
    let either = 0;
    let all = 0;
    for (const [family, sentences] of Object.entries(set)) {
      for (const text of sentences ?? []) {
        all++;
        const read = readSentence(at, text);
        const ok = read !== null && ruleIds.get(family)!.includes(read.checkId);
        if (ok || byRules.has(text)) either++;
        if (!classes.includes(checkOf(family))) continue;
        known++;
        if (ok) named++;
      }
    }
    const flagged = contractHeld.filter((s) => readSentence(at, s) !== null).length;
    if (process.env.SHOW_FLAGGED) for (const s of contractHeld) { const r = readSentence(at, s); if (r) console.log(`  ${threshold} ${r.checkId} ${r.probability.toFixed(2)} ${s.slice(0, 90)}`); }
    console.log(`threshold ${threshold}: ${leaveOut} ${named}/${known} = ${((100 * named) / known).toFixed(1)}% named; rules ${byRules.size}/${all}, rules or reader ${either}/${all} = ${((100 * either) / all).toFixed(1)}%; held-out contracts ${flagged}/${contractHeld.length} sentences flagged`);
  }
}
if (!leaveOut) {
  // --write-to=dir: a first-run reader kept for a bench (bench/review-family-set.ts --reader=dir), not the app's.
  const dir = process.argv.find((a) => a.startsWith('--write-to='))?.split('=')[1] ?? (firstRun ? null : MODEL_DIR);
  if (dir) await writeModel(dir);
}

async function writeModel(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const meta: ClauseReaderMeta = {
    classes: [...classes],
    bits: model.bits,
    grams: [...model.grams],
    threshold: model.threshold,
    scales: [...model.scales],
    trained: { sets: trainSets, team: teamSentences, riskSentences: positives.length, fairForms: fairForms.length, statuteSentences: Math.min(STATUTE_SENTENCES, statute.length), contractSentences: contractTrain.length, options: TRAIN_DEFAULTS },
  };
  await writeFile(path.join(dir, 'clause-reader.json'), `${JSON.stringify(meta, null, 1)}\n`);
  await writeFile(path.join(dir, 'clause-reader.bin.br'), brotliCompressSync(new Uint8Array(model.weights.buffer, model.weights.byteOffset, model.weights.byteLength), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }));
  console.log(`wrote ${path.relative(repoRoot, dir)}`);
}
