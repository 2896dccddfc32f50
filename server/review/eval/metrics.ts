/**
 * The numbers of the planted-defect evaluation, computed from plain records so they can be checked on a tiny
 * synthetic case: whether a mutant's review detected its defect, recall per defect type, false high-level findings
 * on the originals (minus the reviewed allow-list), anchor success, invalid files, time per review.
 */
import type { TFindingLevel } from '@common/api/contract';

/** What the evaluation keeps of a finding. */
export interface FindingLite {
  rule_id: string;
  level: TFindingLevel;
  title: string;
  anchor: { paragraph_index: number; start: number; end: number; quote: string } | null;
}

export interface PlantedLite {
  paragraphIndex: number;
  start: number;
  end: number;
  text: string;
  related: number[];
}

export interface MutatorInfo {
  id: string;
  label: string;
  high: boolean;
  ruleIds: readonly string[];
  detection: 'span' | 'missing';
}

/** Characters between a finding's anchor and the planted span that still count as "at the span". */
export const NEAR_CHARS = 40;

/**
 * The finding that detects a planted defect, or null. 'span': a finding of one of the rule ids in the planted
 * paragraph within NEAR_CHARS of the span (or in a related paragraph); 'missing': a finding of one of the rule ids
 * that the original's review did not have.
 */
export function detectingFinding(
  mutator: Pick<MutatorInfo, 'ruleIds' | 'detection'>,
  planted: PlantedLite | null,
  original: readonly FindingLite[],
  mutant: readonly FindingLite[],
): FindingLite | null {
  const candidates = mutant.filter((f) => mutator.ruleIds.includes(f.rule_id));
  if (mutator.detection === 'missing' || !planted) {
    const before = new Set(original.filter((f) => mutator.ruleIds.includes(f.rule_id)).map((f) => f.rule_id));
    return candidates.find((f) => !before.has(f.rule_id)) ?? null;
  }
  return (
    candidates.find((f) => {
      const a = f.anchor;
      if (!a) return false;
      if (planted.related.includes(a.paragraph_index)) return true;
      if (a.paragraph_index !== planted.paragraphIndex) return false;
      const gap = Math.max(a.start - planted.end, planted.start - a.end, 0);
      return gap <= NEAR_CHARS;
    }) ?? null
  );
}

export interface AllowEntry {
  /** File name of the original (as in the corpus, e.g. 南京房屋租赁合同.doc). */
  file: string;
  rule_id: string;
  /** A piece of the finding's quote ('' for a whole-contract finding). */
  quote: string;
  reason: string;
}

/** Whether a high finding on an original is on the reviewed allow-list. */
export function isAllowed(allow: readonly AllowEntry[], file: string, f: FindingLite): boolean {
  return allow.some((e) => e.file === file && e.rule_id === f.rule_id && (e.quote === '' ? !f.anchor : !!f.anchor && f.anchor.quote.includes(e.quote)));
}

export interface AnchorCount {
  /** Findings with an anchor (each must get a comment on its quote). */
  anchored: number;
  /** Comments whose re-read range equals their finding's quote. */
  ok: number;
}

export interface ReviewLite {
  ok: boolean;
  ms: number;
  findings: FindingLite[];
  anchors: AnchorCount;
  /** Outputs that failed to re-read or to convert with LibreOffice. */
  invalidOutputs: string[];
  /** Why the review failed (ok false). */
  error?: string;
}

export interface MutantRecord {
  mutator: string;
  applicable: boolean;
  reason: string;
  description: string;
  planted: PlantedLite | null;
  /** The mutant reads exactly as the mutator intended (text check) and is a valid .docx. */
  inputValid: boolean;
  review: ReviewLite | null;
  detectedBy: FindingLite | null;
}

export interface ContractRecord {
  file: string;
  /** classifier: sure; table: category-table.json; guess: classifier unsure, not in the table, best score taken. */
  category: { id: string; name: string; source: 'classifier' | 'table' | 'guess' };
  /** Why no mutants were made (e.g. an English contract), '' when mutated. */
  excluded: string;
  original: ReviewLite;
  mutants: MutantRecord[];
}

export interface DefectRow {
  id: string;
  label: string;
  high: boolean;
  applicable: number;
  detected: number;
  /**
   * Detected, or some other medium or high finding new in the mutant sits on the planted words: what a reader who
   * does not know the check ids (a hidden set's grader, a lawyer) sees flagged. Reported beside the strict figure.
   */
  detectedAny: number;
  /** Detected with a high-level finding. */
  detectedHigh: number;
  recall: number | null;
  misses: { file: string; description: string }[];
}

export interface Metrics {
  contracts: number;
  mutants: number;
  rows: DefectRow[];
  highApplicable: number;
  highDetected: number;
  highRecall: number | null;
  allRecall: number | null;
  falseHigh: { file: string; finding: FindingLite }[];
  allowedHigh: number;
  falseHighPerContract: number;
  anchors: AnchorCount & { rate: number | null };
  invalid: { file: string; what: string }[];
  invalidMutantInputs: number;
  failedReviews: { file: string; what: string }[];
  timing: { originals: Stats; mutants: Stats };
}

export interface Stats {
  n: number;
  median: number;
  p95: number;
  max: number;
  mean: number;
}

/** Median, 95th percentile, max and mean of durations (ms). */
export function stats(values: readonly number[]): Stats {
  if (values.length === 0) return { n: 0, median: 0, p95: 0, max: 0, mean: 0 };
  const s = [...values].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
  return { n: s.length, median: at(0.5), p95: at(0.95), max: s[s.length - 1]!, mean: s.reduce((a, b) => a + b, 0) / s.length };
}

const ratio = (a: number, b: number) => (b === 0 ? null : a / b);

/**
 * A medium or high finding of any check on or near the planted words that the original did not have (same check, same
 * quote), or null. Only for span defects: a missing clause has no words to sit on.
 */
export function anyFindingOnWords(mutator: Pick<MutatorInfo, 'detection'>, planted: PlantedLite | null, original: readonly FindingLite[], mutant: readonly FindingLite[]): FindingLite | null {
  if (mutator.detection === 'missing' || !planted) return null;
  const before = new Set(original.map((f) => `${f.rule_id}\u0000${f.anchor?.quote ?? ''}`));
  const all = { ruleIds: [...new Set(mutant.map((f) => f.rule_id))], detection: mutator.detection };
  const fresh = mutant.filter((f) => f.level !== 'low' && !before.has(`${f.rule_id}\u0000${f.anchor?.quote ?? ''}`));
  return detectingFinding(all, planted, [], fresh);
}

/** Every figure of the evaluation from its records. */
export function computeMetrics(contracts: readonly ContractRecord[], mutators: readonly MutatorInfo[], allow: readonly AllowEntry[]): Metrics {
  const rows: DefectRow[] = mutators.map((m) => {
    const records = contracts.flatMap((c) => c.mutants.filter((x) => x.mutator === m.id && x.applicable).map((x) => ({ c, x })));
    const detected = records.filter(({ x }) => x.detectedBy);
    return {
      id: m.id,
      label: m.label,
      high: m.high,
      applicable: records.length,
      detected: detected.length,
      detectedAny: records.filter(({ c, x }) => x.detectedBy || anyFindingOnWords(m, x.planted, c.original.findings, x.review?.findings ?? [])).length,
      detectedHigh: detected.filter(({ x }) => x.detectedBy!.level === 'high').length,
      recall: ratio(detected.length, records.length),
      misses: records.filter(({ x }) => !x.detectedBy).map(({ c, x }) => ({ file: c.file, description: x.description })),
    };
  });
  const highRows = rows.filter((r) => r.high);
  const highApplicable = highRows.reduce((a, r) => a + r.applicable, 0);
  const highDetected = highRows.reduce((a, r) => a + r.detected, 0);
  const falseHigh: { file: string; finding: FindingLite }[] = [];
  let allowedHigh = 0;
  for (const c of contracts) {
    for (const f of c.original.findings.filter((x) => x.level === 'high')) {
      if (isAllowed(allow, c.file, f)) allowedHigh++;
      else falseHigh.push({ file: c.file, finding: f });
    }
  }
  const reviews = contracts.flatMap((c) => [
    { file: c.file, r: c.original },
    ...c.mutants.filter((x) => x.review).map((x) => ({ file: `${c.file} [${x.mutator}]`, r: x.review! })),
  ]);
  const anchored = reviews.reduce((a, { r }) => a + r.anchors.anchored, 0);
  const anchorOk = reviews.reduce((a, { r }) => a + r.anchors.ok, 0);
  const mutants = contracts.flatMap((c) => c.mutants.filter((x) => x.applicable));
  return {
    contracts: contracts.length,
    mutants: mutants.length,
    rows,
    highApplicable,
    highDetected,
    highRecall: ratio(highDetected, highApplicable),
    allRecall: ratio(
      rows.reduce((a, r) => a + r.detected, 0),
      rows.reduce((a, r) => a + r.applicable, 0),
    ),
    falseHigh,
    allowedHigh,
    falseHighPerContract: contracts.length ? falseHigh.length / contracts.length : 0,
    anchors: { anchored, ok: anchorOk, rate: ratio(anchorOk, anchored) },
    invalid: reviews.flatMap(({ file, r }) => r.invalidOutputs.map((what) => ({ file, what }))),
    invalidMutantInputs: mutants.filter((x) => !x.inputValid).length,
    failedReviews: reviews.filter(({ r }) => !r.ok).map(({ file, r }) => ({ file, what: r.error ?? 'review failed' })),
    timing: {
      originals: stats(contracts.filter((c) => c.original.ok).map((c) => c.original.ms)),
      mutants: stats(mutants.filter((x) => x.review?.ok).map((x) => x.review!.ms)),
    },
  };
}
