/**
 * The planted-defect evaluation (issue 5, item 6): for every .docx (and .doc, converted) in a folder, review the
 * original, then every applicable mutant, and collect what metrics.ts needs: detections, high findings on the
 * originals, anchor checks of every annotated copy (verifyAnnotations), re-reads of every output, LibreOffice
 * conversions of the originals' annotated and detailed copies and of a sample of mutants, time per review.
 *
 * Reviews run one at a time in this process (they are CPU bound); LibreOffice conversions run two at a time in
 * the background while the reviews go on, each with its own profile (libreoffice-check.ts).
 */
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TFinding } from '@common/api/contract';
import { convertDocToDocx } from '../../convert/doc-to-docx';
import { scoreCategories, suggestCategory } from '../classify/suggest-category';
import { buildIndex } from '../rules/doc-index';
import { readDocx, verifyAnnotations, writeAnnotated } from '../docx/index';
import { convertsCleanly, sofficePath } from '../docx/libreoffice-check';
import { getCategory } from '../knowledge/index';
import { reviewContract, ReviewError } from '../review-contract';
import { chineseShare } from './contract-text';
import { DocxEditor } from './docx-edit';
import type { ContractRecord, FindingLite, MutantRecord, ReviewLite } from './metrics';
import { detectingFinding } from './metrics';
import { MUTATORS, type Mutator } from './mutators/index';

export interface CategoryTableEntry {
  category: string;
  reason: string;
}

export interface EvalOptions {
  folder: string;
  /** Category by file name, used when the classifier is unsure. */
  categoryTable: Record<string, CategoryTableEntry>;
  /** LibreOffice-convert the annotated and detailed copies of every n-th mutant (0: none). */
  libreOfficeEvery: number;
  /** false: no LibreOffice conversions at all (quick runs while working on mutators). */
  libreOffice?: boolean;
  /** Only these mutators (ids); all when empty. */
  only?: readonly string[];
  /** Where mutants and converted files go (kept for inspection). */
  workDir: string;
  log: (line: string) => void;
}

export interface EvalRun {
  contracts: ContractRecord[];
  docConversions: { file: string; ms: number; ok: boolean }[];
  libreOffice: { converted: number; failed: number; available: boolean };
  ms: number;
}

const REVIEWER = '质量评测';
const DATE = new Date('2025-01-01T00:00:00Z');

/** The Word contracts (.doc and .docx) under a folder, in a stable order. */
export async function walk(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const name of (await readdir(dir)).sort()) {
    const p = path.join(dir, name);
    if ((await stat(p)).isDirectory()) out.push(...(await walk(p)));
    else if (/\.docx?$/i.test(name) && !name.startsWith('~$')) out.push(p);
  }
  return out;
}

function lite(f: TFinding): FindingLite {
  return { rule_id: f.rule_id, level: f.level, title: f.title, anchor: f.anchor ? { ...f.anchor } : null };
}

/** Two-at-a-time LibreOffice queue; results are awaited at the end. */
class ConversionQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  readonly pending: Promise<void>[] = [];
  converted = 0;
  failed = 0;

  constructor(private readonly concurrency: number) {}

  add(file: string, onFail: () => void): void {
    this.pending.push(
      (async () => {
        if (this.running >= this.concurrency) await new Promise<void>((r) => this.waiting.push(r));
        this.running++;
        try {
          const ok = await convertsCleanly(file, 120_000);
          if (ok) this.converted++;
          else {
            this.failed++;
            onFail();
          }
        } finally {
          this.running--;
          this.waiting.shift()?.();
        }
      })(),
    );
  }
}

interface ReviewArgs {
  docx: Uint8Array;
  categoryId: string;
  categoryName: string;
  name: string;
  /** Write outputs here and queue them for LibreOffice. */
  convertTo: string | null;
  queue: ConversionQueue | null;
}

/** Reviews one file and checks its outputs; never throws. */
async function reviewOne(a: ReviewArgs): Promise<ReviewLite> {
  const started = performance.now();
  const invalid: string[] = [];
  try {
    let n = 0;
    const result = await reviewContract({
      docx: a.docx,
      ctx: { categoryId: a.categoryId, stance: 'neutral', reviewer: REVIEWER },
      reviewer: REVIEWER,
      names: { contract: a.name, category: a.categoryName, stance: '中立' },
      date: DATE,
      newId: () => `f${++n}`,
    });
    const ms = performance.now() - started;
    // Anchor success: the annotated copy's comments, checked with verifyAnnotations against the manifest of a
    // write of the same findings with the same date (the same comments and ids; only zip timestamps may differ).
    // A finding the writer had to move to the document-level comment counts as a failure.
    const again = writeAnnotated(a.docx, result.findings, { mode: 'comments', author: REVIEWER, date: DATE });
    const check = verifyAnnotations(result.outputs.annotated, again.manifest);
    const anchored = result.findings.filter((f) => f.anchor).length;
    const badIds = new Set([...again.failed, ...result.unplaced, ...check.findingIds]);
    const ok = result.findings.filter((f) => f.anchor && !badIds.has(f.id)).length;
    if (!check.ok) invalid.push(`annotated: ${check.problems.slice(0, 2).join('; ')}`);
    for (const [kind, bytes] of Object.entries(result.outputs)) {
      try {
        readDocx(bytes);
      } catch (e) {
        invalid.push(`${kind}: does not re-read (${(e as Error).message})`);
      }
    }
    if (a.convertTo && a.queue) {
      for (const kind of ['annotated', 'detailed'] as const) {
        const file = `${a.convertTo}.${kind}.docx`;
        await writeFile(file, result.outputs[kind]);
        a.queue.add(file, () => invalid.push(`${kind}: LibreOffice conversion failed`));
      }
    }
    return { ok: true, ms, findings: result.findings.map(lite), anchors: { anchored, ok }, invalidOutputs: invalid };
  } catch (e) {
    const what = e instanceof ReviewError ? `ReviewError: ${e.message}` : `${(e as Error).name}: ${(e as Error).message}`;
    return { ok: false, ms: performance.now() - started, findings: [], anchors: { anchored: 0, ok: 0 }, invalidOutputs: [], error: what };
  }
}

/** The category to review a file as: the classifier's when it is sure, else the table's. */
export function categoryFor(docx: Uint8Array, file: string, table: Record<string, CategoryTableEntry>): ContractRecord['category'] {
  const s = suggestCategory(readDocx(docx));
  if (s.category) return { id: s.category.id, name: s.category.name, source: 'classifier' };
  const entry = table[file];
  if (entry) {
    const c = getCategory(entry.category);
    if (!c) throw new Error(`category table: unknown category ${entry.category} for ${file}`);
    return { id: c.id, name: c.name, source: 'table' };
  }
  // A folder the table does not know (another corpus): the classifier's best score, marked as a guess.
  const best = scoreCategories(buildIndex(readDocx(docx)))[0];
  const c = best ? getCategory(best.id) : undefined;
  if (!c) throw new Error(`no category for ${file}`);
  return { id: c.id, name: c.name, source: 'guess' };
}

/** Runs the evaluation over a folder. */
export async function runEval(options: EvalOptions): Promise<EvalRun> {
  const t0 = performance.now();
  const files = await walk(options.folder);
  await mkdir(options.workDir, { recursive: true });
  const available = sofficePath() !== null && options.libreOffice !== false;
  const queue = available ? new ConversionQueue(2) : null;
  const mutators: readonly Mutator[] = options.only?.length ? MUTATORS.filter((m) => options.only!.includes(m.id)) : MUTATORS;
  const contracts: ContractRecord[] = [];
  const docConversions: EvalRun['docConversions'] = [];
  let mutantCount = 0;

  for (const [k, full] of files.entries()) {
    const file = path.basename(full);
    const stem = path.join(options.workDir, `c${String(k).padStart(2, '0')}`);
    let docx: Uint8Array;
    if (/\.doc$/i.test(file)) {
      const c0 = performance.now();
      try {
        docx = new Uint8Array(await convertDocToDocx(await readFile(full)));
        docConversions.push({ file, ms: performance.now() - c0, ok: true });
        await writeFile(`${stem}.converted.docx`, docx);
      } catch (e) {
        docConversions.push({ file, ms: performance.now() - c0, ok: false });
        options.log(`  ${file}: .doc conversion failed (${(e as Error).message})`);
        continue;
      }
    } else {
      docx = new Uint8Array(await readFile(full));
    }
    const category = categoryFor(docx, file, options.categoryTable);
    const editorProbe = new DocxEditor(docx);
    const excluded = chineseShare(editorProbe.paragraphs) < 0.5 ? '英文合同：规则只审查中文合同（产品说明：不支持英文合同），不植入缺陷' : '';
    const original = await reviewOne({ docx, categoryId: category.id, categoryName: category.name, name: file, convertTo: `${stem}.original`, queue });
    const record: ContractRecord = { file, category, excluded, original, mutants: [] };
    contracts.push(record);
    options.log(`${file} → ${category.name} (${category.source}) ${original.findings.length} findings, ${original.ms.toFixed(0)} ms`);
    if (excluded) continue;

    for (const m of mutators) {
      let result;
      try {
        result = m.apply({ editor: new DocxEditor(docx), categoryId: category.id });
      } catch (e) {
        record.mutants.push({ mutator: m.id, applicable: false, reason: `mutator error: ${(e as Error).message}`, description: '', planted: null, inputValid: false, review: null, detectedBy: null });
        options.log(`  ${m.id}: MUTATOR ERROR ${(e as Error).message}`);
        continue;
      }
      if (!result.applicable) {
        record.mutants.push({ mutator: m.id, applicable: false, reason: result.reason, description: '', planted: null, inputValid: true, review: null, detectedBy: null });
        continue;
      }
      mutantCount++;
      const mstem = `${stem}.${m.id}`;
      await writeFile(`${mstem}.docx`, result.bytes);
      // The mutant must read exactly as intended: a mutator bug must not pass for an engine miss.
      let inputValid: boolean;
      try {
        const got = readDocx(result.bytes).paragraphs.map((p) => p.text);
        inputValid = JSON.stringify(got) === JSON.stringify(result.expectedTexts);
      } catch {
        inputValid = false;
      }
      // A sample of mutants: their annotated and detailed copies go through LibreOffice (the copies hold the whole
      // mutant, so a mutant LibreOffice could not open fails there too).
      const sampled = queue !== null && options.libreOfficeEvery > 0 && mutantCount % options.libreOfficeEvery === 0;
      const mutant: MutantRecord = { mutator: m.id, applicable: true, reason: '', description: result.description, planted: result.planted, inputValid, review: null, detectedBy: null };
      const review = await reviewOne({
        docx: result.bytes,
        categoryId: category.id,
        categoryName: category.name,
        name: `${file} [${m.id}]`,
        convertTo: sampled ? mstem : null,
        queue: sampled ? queue : null,
      });
      mutant.review = review;
      mutant.detectedBy = review.ok ? detectingFinding(m, result.planted, original.findings, review.findings) : null;
      record.mutants.push(mutant);
      options.log(`  ${m.id.padEnd(18)} ${mutant.detectedBy ? `detected by ${mutant.detectedBy.rule_id} (${mutant.detectedBy.level})` : 'MISSED'}${inputValid ? '' : ' [INVALID MUTANT]'}  ${review.ms.toFixed(0)} ms`);
    }
  }
  if (queue) await Promise.all(queue.pending);
  return {
    contracts,
    docConversions,
    libreOffice: { converted: queue?.converted ?? 0, failed: queue?.failed ?? 0, available },
    ms: performance.now() - t0,
  };
}

/** A fresh work folder under the OS temp dir. */
export async function makeWorkDir(): Promise<string> {
  const dir = path.join(os.tmpdir(), `lawdesk-eval-${Date.now()}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  return dir;
}
