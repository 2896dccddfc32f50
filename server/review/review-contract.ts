/**
 * The review orchestrator: one .docx in, everything a finished task needs out (architecture.md §3 step 5).
 *
 *   readDocx -> runRules (+ the model pass when a model is configured, merged) -> legal basis quoted from the statute
 *   corpus -> findings with ids, in document order -> annotated ('comments'), detailed ('track') and clean copies,
 *   each re-read and verified -> 审查意见书 -> summary -> paragraph model for the detail page.
 *
 * Pure with respect to storage and the database: the job handler stores what this returns. A written file that fails
 * verification fails the review (ReviewError) rather than shipping a Word file whose comments sit on the wrong text.
 */
import { randomUUID } from 'node:crypto';
import type { TDocumentModel, TFinding, TLegalBasis } from '@common/api/contract';
import { MAX_CONTRACT_CHARS } from '@common/limits';
import { Messages } from '@common/codes';
import { builtinProvider, mergeFindings, runModelReview, type AiProvider, type ChecklistItem, type ModelFinding } from '../ai/index';
import { getLawCorpus } from '../laws/corpus';
import type { LawCorpus } from '../laws/corpus';
import { toLegalBasis } from '../laws/citation';
import {
  DocxError,
  openDocx,
  readDocx,
  toDocumentModel,
  verifyAnnotations,
  writeAnnotated,
  type AnnotateMode,
  type AnnotateResult,
} from './docx/index';
import { getChecks } from './knowledge/index';
import type { Citation, ReviewContext, ReviewDocument, RuleFinding } from './model';
import { applyPlaybook, applyPlaybookToChecklist, EMPTY_PLAYBOOK, runCustomChecks, type Playbook } from './playbook/index';
import { buildReviewReport, countByLevel, summarizeFindings, type LevelCounts } from './report/index';
import { runRules } from './rules/run-rules';

/** Stages in the order they run; the job reports progress at each. */
export const REVIEW_STAGES = ['read', 'rules', 'model', 'write', 'verify', 'report'] as const;
export type TReviewStage = (typeof REVIEW_STAGES)[number];

/** Percent of the whole review done once a stage has finished (the commit takes it to 100). */
export const STAGE_DONE_PERCENT: Record<TReviewStage, number> = {
  read: 15,
  rules: 35,
  model: 55,
  write: 75,
  verify: 85,
  report: 95,
};

/** Reasons a lawyer can act on (shown as the task's failure_reason). */
export const ReviewFailures = {
  unreadable: '文档结构无法识别，请另存为docx后重试',
  verifyFailed: '生成的批注文件未通过校验，请将合同另存为docx后重试',
  tooManyChars: Messages.fileTooManyChars,
} as const;

/** A review that cannot succeed as is; `reason` is the Chinese failure reason, `retryable` false = do not retry. */
export class ReviewError extends Error {
  constructor(
    readonly reason: string,
    readonly retryable: boolean,
    detail: string,
  ) {
    super(`${reason} (${detail})`);
    this.name = 'ReviewError';
  }
}

export interface ReviewNames {
  /** Contract (task) name, for the opinion document. */
  contract: string;
  /** Category label, e.g. 买卖合同. */
  category: string;
  /** Stance label, e.g. 买方. */
  stance: string;
}

export interface ReviewContractInput {
  docx: Uint8Array;
  ctx: ReviewContext;
  /** Comment and revision author, shown in Word. */
  reviewer: string;
  names: ReviewNames;
  /** The builtin provider (rules only) unless a model is configured. */
  provider?: AiProvider;
  /** The statute corpus; default the process-wide one. null: every citation is marked unresolved. */
  corpus?: LawCorpus | null;
  /** Date written into comments and the opinion document. */
  date?: Date;
  /** Tokens the model pass may spend (default 200,000). */
  modelTokenBudget?: number;
  /** Mask personal data before the model sees the text (default true; AI_MASK_PERSONAL_DATA). */
  maskPersonalData?: boolean;
  signal?: AbortSignal;
  /** Id for each finding (default random UUIDs: they become the database ids). */
  newId?: () => string;
  /** The tenant's playbook: checks switched off or re-levelled, the firm's own checks (default: none). */
  playbook?: Playbook;
}

export interface ReviewOutputs {
  /** Comments on the exact spans (spec 'base'). */
  annotated: Uint8Array;
  /** Comments + tracked changes (spec 'detail' / 'revision'). */
  detailed: Uint8Array;
  /** Suggestions applied, no markup (spec 'pure'). */
  clean: Uint8Array;
  /** 审查意见书 (spec 'book'). */
  report: Uint8Array;
}

export interface ReviewContractResult {
  findings: TFinding[];
  document: TDocumentModel;
  summary: string;
  counts: LevelCounts;
  outputs: ReviewOutputs;
  charCount: number;
  /** Set when the model pass added nothing on purpose (builtin provider). */
  modelNotice: string | null;
  /** Findings whose comment went to the document-level comment in the annotated copy. */
  unplaced: string[];
  /** Milliseconds per stage. */
  timings: Record<TReviewStage, number>;
}

export type ReviewProgress = (stage: TReviewStage, percent: number) => void | Promise<void>;

const DEFAULT_MODEL_BUDGET = 200_000;

/** The process-wide corpus, or null when its folder is missing (citations are then marked unresolved). */
function defaultCorpus(): LawCorpus | null {
  try {
    return getLawCorpus();
  } catch {
    return null;
  }
}

function legalBasisOf(corpus: LawCorpus | null, citations: readonly Citation[]): TLegalBasis[] {
  const seen = new Set<string>();
  const out: TLegalBasis[] = [];
  for (const c of citations) {
    const basis: TLegalBasis = corpus
      ? toLegalBasis(corpus, c)
      : { law: c.law, article: c.article, text: '', resolved: false };
    const key = `${basis.law}|${basis.article}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(basis);
  }
  return out;
}

const LEVEL_RANK = { high: 0, medium: 1, low: 2 } as const;

/** Document order: anchored findings by position, then whole-contract findings; ties by level. */
export function compareByPosition(a: Pick<TFinding, 'anchor' | 'level'>, b: Pick<TFinding, 'anchor' | 'level'>): number {
  if (a.anchor && !b.anchor) return -1;
  if (!a.anchor && b.anchor) return 1;
  if (a.anchor && b.anchor) {
    const d =
      a.anchor.paragraph_index - b.anchor.paragraph_index || a.anchor.start - b.anchor.start || a.anchor.end - b.anchor.end;
    if (d !== 0) return d;
  }
  return LEVEL_RANK[a.level] - LEVEL_RANK[b.level];
}

/** The category's checks as the model pass's checklist (the rules' own wording, placeholders removed). */
export function checklistFor(categoryId: string): ChecklistItem[] {
  return getChecks(categoryId).map((c) => ({
    id: c.id,
    title: c.title.replace(/\{\w+\}/g, '').trim(),
    level: c.level,
    detects: c.explanation.replace(/\{\w+\}/g, '…').split(/(?<=。)/)[0]!.trim(),
    stances: c.stances,
  }));
}

function readOrFail(docx: Uint8Array): ReviewDocument {
  try {
    return readDocx(docx);
  } catch (err) {
    if (err instanceof DocxError) throw new ReviewError(ReviewFailures.unreadable, false, err.message);
    throw err;
  }
}

export interface WriteCopyOptions {
  author: string;
  date: Date;
}

interface WrittenCopy {
  mode: AnnotateMode;
  result: AnnotateResult;
}

function writeCopy(docx: Uint8Array, findings: TFinding[], mode: AnnotateMode, options: WriteCopyOptions): WrittenCopy {
  try {
    return { mode, result: writeAnnotated(docx, findings, { mode, author: options.author, date: options.date }) };
  } catch (err) {
    if (err instanceof DocxError) throw new ReviewError(ReviewFailures.unreadable, false, err.message);
    throw err;
  }
}

/**
 * Re-reads a written copy and checks it against what the writer meant to write, independently of the writer's own
 * check: when nothing verified the writer hands back the original, which must never ship as a review.
 */
function verifyCopy({ mode, result }: WrittenCopy): Uint8Array {
  const check = verifyAnnotations(result.bytes, result.manifest);
  if (!check.ok) throw new ReviewError(ReviewFailures.verifyFailed, false, `${mode}: ${check.problems.slice(0, 3).join('; ')}`);
  return result.bytes;
}

/** Writes one reviewed copy and verifies it; throws ReviewError when it does not verify. */
export function writeVerifiedCopy(docx: Uint8Array, findings: TFinding[], mode: AnnotateMode, options: WriteCopyOptions): Uint8Array {
  return verifyCopy(writeCopy(docx, findings, mode, options));
}

/** The opinion document, checked to open as a Word package before it is handed out. */
async function buildVerifiedReport(input: Parameters<typeof buildReviewReport>[0]): Promise<Uint8Array> {
  const bytes = await buildReviewReport(input);
  try {
    readDocx(openDocx(bytes));
  } catch (err) {
    throw new ReviewError(ReviewFailures.verifyFailed, false, `report: ${(err as Error).message}`);
  }
  return bytes;
}

/** Reviews one contract; see the file comment. `onProgress` is awaited at the end of every stage. */
export async function reviewContract(input: ReviewContractInput, onProgress: ReviewProgress = () => {}): Promise<ReviewContractResult> {
  const provider = input.provider ?? builtinProvider;
  const corpus = input.corpus === undefined ? defaultCorpus() : input.corpus;
  const date = input.date ?? new Date();
  const newId = input.newId ?? randomUUID;
  const timings = {} as Record<TReviewStage, number>;
  let started = performance.now();
  const done = async (stage: TReviewStage) => {
    const now = performance.now();
    timings[stage] = Math.round(now - started);
    await onProgress(stage, STAGE_DONE_PERCENT[stage]);
    started = performance.now();
  };

  const doc = readOrFail(input.docx);
  if (doc.charCount > MAX_CONTRACT_CHARS) {
    throw new ReviewError(ReviewFailures.tooManyChars, false, `${doc.charCount} characters`);
  }
  await done('read');

  const playbook = input.playbook ?? EMPTY_PLAYBOOK;
  const ruleFindings = [...applyPlaybook(runRules(doc, input.ctx), playbook), ...runCustomChecks(doc, playbook, input.ctx)];
  await done('rules');

  let merged: (RuleFinding | ModelFinding)[] = ruleFindings;
  let modelNotice: string | null;
  if (provider.capabilities.review.mode === 'model') {
    const pass = await runModelReview({
      doc,
      ctx: input.ctx,
      checklist: applyPlaybookToChecklist(checklistFor(input.ctx.categoryId), playbook),
      provider,
      resolve: (c) => {
        if (!corpus) return null;
        const b = toLegalBasis(corpus, c);
        return b.resolved ? { law: b.law, article: b.article, text: b.text } : null;
      },
      budget: input.modelTokenBudget ?? DEFAULT_MODEL_BUDGET,
      maskPersonalData: input.maskPersonalData ?? true,
      labels: { category: input.names.category, stance: input.names.stance },
      signal: input.signal,
    });
    // Again after the merge: a model finding may answer a checklist item the firm re-levelled.
    merged = applyPlaybook(mergeFindings(ruleFindings, pass.findings), playbook);
    modelNotice = pass.notice;
  } else {
    modelNotice = provider.capabilities.review.note;
  }
  await done('model');

  const findings: TFinding[] = merged
    .map(
      (f): TFinding => ({
        id: newId(),
        rule_id: f.ruleId,
        level: f.level,
        title: f.title,
        explanation: f.explanation,
        suggestion: f.suggestion,
        legal_basis: 'legalBasis' in f ? f.legalBasis : legalBasisOf(corpus, f.citations),
        anchor: f.anchor,
        revision: f.revision,
        decision: 'open',
        source: f.source,
      }),
    )
    .sort(compareByPosition);

  const copy = { author: input.reviewer, date };
  const written = (['comments', 'track', 'clean'] as const).map((mode) => writeCopy(input.docx, findings, mode, copy));
  await done('write');

  const [annotated, detailed, clean] = written.map(verifyCopy) as [Uint8Array, Uint8Array, Uint8Array];
  await done('verify');

  const report = await buildVerifiedReport({
    contractName: input.names.contract,
    category: input.names.category,
    stance: input.names.stance,
    reviewer: input.reviewer,
    date,
    charCount: doc.charCount,
    findings,
  });
  await done('report');

  return {
    findings,
    document: toDocumentModel(doc),
    summary: summarizeFindings(findings),
    counts: countByLevel(findings),
    outputs: { annotated, detailed, clean, report },
    charCount: doc.charCount,
    modelNotice,
    unplaced: written[0]!.result.failed,
    timings,
  };
}

/**
 * The detailed (track) and clean copies for the current decisions (rejected findings left out, accepted and open
 * revisions kept), verified like the first ones. Used when a lawyer's decisions changed after the review.
 */
export function rewriteDecidedCopies(
  docx: Uint8Array,
  findings: TFinding[],
  options: WriteCopyOptions,
): { detailed: Uint8Array; clean: Uint8Array } {
  return {
    detailed: writeVerifiedCopy(docx, findings, 'track', options),
    clean: writeVerifiedCopy(docx, findings, 'clean', options),
  };
}
