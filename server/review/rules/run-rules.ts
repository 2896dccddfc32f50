/**
 * The rules engine: applies the general and category checks that fit the stance to a ReviewDocument and returns
 * findings anchored on the tightest span that shows the risk (null anchor for what is missing altogether).
 */
import type { TRevision } from '@common/api/contract';
import type { ReviewContext, ReviewDocument, RuleFinding } from '../model';
import { getCategory, getChecks } from '../knowledge';
import type { TCheck } from '../knowledge/schema';
import { CATEGORIES } from '../knowledge/categories';
import { buildIndex, type DocIndex } from './doc-index';
import { findMainAmount } from './main-amount';
import { detectorFor } from './registry';
import { isMostlyChinese } from './named/non-chinese';
import { readerFindings } from './reader-pass';
import { fill, re } from './text';
import type { Hit } from './types';

export interface RunRulesOptions {
  /** Use exactly these checks instead of the knowledge base's (tests, playbooks). */
  checks?: readonly TCheck[];
  /** Check ids to skip (a firm's playbook switches them off). */
  disabled?: readonly string[];
  /** Level overrides by check id (a firm's playbook). */
  levels?: Readonly<Record<string, 'high' | 'medium' | 'low'>>;
  /**
   * Read the sentences no rule reported with the clause reader (decision 232). On by default for a whole review; off
   * when `checks` is given (a test of one check sees that check alone) unless asked for.
   */
  reader?: boolean;
}

const LEVEL_ORDER = { high: 0, medium: 1, low: 2 } as const;

/** Categories whose main amount is periodic (monthly rent, monthly wage). */
const PERIODIC_AMOUNT = new Set(['lease', 'labor']);

/** Does the check apply to this stance? The neutral stance sees every check. */
export function appliesToStance(check: TCheck, stance: string): boolean {
  if (check.stances === 'all' || stance === 'neutral' || stance === '') return true;
  return check.stances.includes(stance);
}

/** The contract's main amount for ratio checks, using the category's amount words (all categories' if unknown). */
export function mainAmountOf(ix: DocIndex, categoryId: string): number | null {
  const cat = getCategory(categoryId);
  const keywords = cat ? cat.amountKeywords : [...new Set(CATEGORIES.flatMap((c) => c.amountKeywords))];
  return findMainAmount(ix, keywords)?.value ?? null;
}

/** Runs the rules over a document. */
export function runRules(doc: ReviewDocument, ctx: ReviewContext, options: RunRulesOptions = {}): RuleFinding[] {
  const ix = buildIndex(doc);
  let checks = options.checks ?? getChecks(ctx.categoryId);
  // A contract in another language gets the one finding that says the rules could not read it.
  if (!options.checks && !isMostlyChinese(ix)) checks = checks.filter((c) => c.detector.kind === 'named' && c.detector.name === 'non-chinese');
  const disabled = new Set(options.disabled ?? []);
  // A monthly rent or wage is not the contract's 标的额: ratio checks then read percentages only.
  const mainAmount = PERIODIC_AMOUNT.has(ctx.categoryId) ? null : mainAmountOf(ix, ctx.categoryId);
  const findings: RuleFinding[] = [];
  const seen = new Set<string>();
  const applied: TCheck[] = [];
  for (const check of checks) {
    if (disabled.has(check.id) || !appliesToStance(check, ctx.stance)) continue;
    applied.push(check);
    if (!check.docHas.every((h) => re(h).test(ix.fullText))) continue;
    if (check.docLacks.some((l) => re(l).test(ix.fullText))) continue;
    const hits: Hit[] = detectorFor(check.detector)({ check, ix, ctx, mainAmount });
    for (const hit of hits) {
      const key = hit.anchor
        ? `${check.id}|${hit.anchor.paragraph_index}|${hit.anchor.start}|${hit.anchor.end}`
        : `${check.id}|null`;
      if (seen.has(key)) continue;
      seen.add(key);
      const vars = { quote: hit.anchor?.quote ?? '', ...(hit.vars ?? {}) };
      findings.push({
        ruleId: check.id,
        level: options.levels?.[check.id] ?? hit.level ?? check.level,
        title: fill(check.title, vars),
        explanation: fill(check.explanation, vars),
        suggestion: fill(check.suggestion, vars),
        citations: check.citations.map((c) => ({ law: c.law, article: c.article })),
        anchor: hit.anchor,
        revision: revisionFor(check, hit, vars),
        source: check.detector.kind === 'mechanical' ? 'mechanical' : 'rule',
      });
    }
  }
  const kept = withoutYielded(findings, checks);
  if (options.reader ?? !options.checks) {
    // The reader's findings yield as the family checks' do (to the category check, or to anything for a backstop);
    // they never make a rule's finding yield.
    const read = readerFindings(ix, applied, kept);
    kept.push(...withoutYielded([...kept, ...read], checks).filter((f) => read.includes(f)));
  }
  return kept.sort(
    (a, b) =>
      (a.anchor?.paragraph_index ?? Number.MAX_SAFE_INTEGER) - (b.anchor?.paragraph_index ?? Number.MAX_SAFE_INTEGER) ||
      (a.anchor?.start ?? 0) - (b.anchor?.start ?? 0) ||
      LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level],
  );
}

/**
 * A family check (rules/named/family.ts) names in params.yieldTo the older checks that report the same words; when
 * one of them has a finding on the same words (overlapping or within a few characters), the family's finding is
 * dropped (one comment per clause). '*' yields to any other check: a backstop that only speaks where nothing else did.
 * The reader's finding covers a whole sentence (reader-pass.ts): its words are the sentence, so it yields only to a
 * finding inside that sentence, not to one on the sentence before (decision 233).
 */
const YIELD_SLACK = 20;

function withoutYielded(findings: RuleFinding[], checks: readonly TCheck[]): RuleFinding[] {
  const yields = new Map<string, string[]>();
  for (const c of checks) {
    const y = c.detector.kind === 'named' ? c.detector.params.yieldTo : undefined;
    if (Array.isArray(y) && y.length > 0) yields.set(c.id, y.map(String));
  }
  if (yields.size === 0) return findings;
  return findings.filter((f) => {
    const y = yields.get(f.ruleId);
    if (!y || !f.anchor) return true;
    const a = f.anchor;
    const slack = f.source === 'model' ? 0 : YIELD_SLACK;
    // The same words: anchors in one paragraph that overlap or nearly touch.
    return !findings.some(
      (o) =>
        o !== f &&
        (y.includes(o.ruleId) || (y.includes('*') && o.ruleId !== f.ruleId)) &&
        o.anchor?.paragraph_index === a.paragraph_index &&
        o.anchor.start < a.end + slack &&
        a.start < o.anchor.end + slack,
    );
  });
}

function revisionFor(check: TCheck, hit: Hit, vars: Record<string, string>): TRevision | null {
  if (hit.revision !== undefined) return hit.revision;
  if (!check.revision) return null;
  // A replacement needs a span; a missing clause can only be inserted.
  if (!hit.anchor && check.revision.op !== 'insert') return null;
  return { op: check.revision.op, text: fill(check.revision.text, vars) };
}
