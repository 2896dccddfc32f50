/**
 * Runs a firm's own checks (the playbook's custom checks) over a contract and returns rule findings with source
 * 'playbook':
 * - 'phrase' checks fire once per sentence that holds the phrases (any one of them, or all of them), anchored on
 *   exactly the words found (for 'all', from the first found word to the last, within the sentence);
 * - 'missing' checks fire once for the whole contract, with no anchor, when none of the `absent` phrases occurs
 *   (and, when `patterns` are given, only if the contract contains them).
 * A firm check applies to its category and, for 'general', to every category; every stance sees it.
 */
import type { TAnchor } from '@common/api/contract';
import { PLAYBOOK_GENERAL } from '@common/api/playbook';
import type { ReviewContext, ReviewDocument, ReviewParagraph, RuleFinding } from '../model';
import { containsPhrase, findPhrase, foldPhrase, foldText, sentenceSpans, type FoldedText, type Span } from './match-phrases';
import { customRuleId, type Playbook, type PlaybookCustomCheck } from './types';

/** Findings per firm check per contract: a common word must not bury the review under comments. */
export const MAX_FINDINGS_PER_CUSTOM_CHECK = 5;

/** Where rules read: the body, tables and text boxes (not headers, footers or footnotes). */
const READ_LOCATIONS = new Set(['body', 'table', 'textbox']);

interface ReadParagraph {
  p: ReviewParagraph;
  folded: FoldedText;
  sentences: Span[];
}

/** Does this firm check apply to a review of this category? */
export function customCheckApplies(check: PlaybookCustomCheck, categoryId: string): boolean {
  return check.enabled && (check.categoryId === PLAYBOOK_GENERAL || check.categoryId === categoryId);
}

/** Runs the playbook's enabled firm checks for the review's category. */
export function runCustomChecks(doc: ReviewDocument, playbook: Playbook, ctx: ReviewContext): RuleFinding[] {
  const checks = playbook.custom.filter((c) => customCheckApplies(c, ctx.categoryId));
  if (checks.length === 0) return [];
  const paras: ReadParagraph[] = doc.paragraphs
    .filter((p) => READ_LOCATIONS.has(p.location))
    .map((p) => ({ p, folded: foldText(p.text), sentences: sentenceSpans(p.text) }));
  // Labels (第八条 保密) count for 'does the contract mention X', as they do for the built-in missing-clause checks.
  const whole = paras.map((x) => `${foldPhrase(x.p.label)}${x.folded.text}`).join('\n');
  const findings: RuleFinding[] = [];
  for (const check of checks) {
    const anchors = check.kind === 'phrase' ? phraseAnchors(check, paras) : missingAnchors(check, whole);
    for (const anchor of anchors) findings.push(findingOf(check, anchor));
  }
  return findings;
}

function findingOf(check: PlaybookCustomCheck, anchor: TAnchor | null): RuleFinding {
  return {
    ruleId: customRuleId(check.id),
    level: check.level,
    title: check.title,
    explanation: check.explanation,
    suggestion: check.suggestion,
    citations: check.citations.map((c) => ({ law: c.law, article: c.article })),
    anchor,
    revision: null,
    source: 'playbook',
  };
}

function phraseAnchors(check: PlaybookCustomCheck, paras: readonly ReadParagraph[]): TAnchor[] {
  const phrases = [...new Set(check.patterns.map(foldPhrase).filter((s) => s !== ''))];
  if (phrases.length === 0) return [];
  const out: TAnchor[] = [];
  for (const { p, folded, sentences } of paras) {
    // Quick reject: most paragraphs hold none of the phrases.
    if (!phrases.some((ph) => containsPhrase(folded, ph))) continue;
    const hitsByPhrase = phrases.map((ph) => findPhrase(folded, ph));
    for (const s of sentences) {
      const firstIn = hitsByPhrase.map((hits) => hits.find((h) => h.start >= s.start && h.end <= s.end) ?? null);
      const found = firstIn.filter((h): h is Span => h !== null);
      if (found.length === 0 || (check.match === 'all' && found.length < phrases.length)) continue;
      const span =
        check.match === 'all'
          ? { start: Math.min(...found.map((h) => h.start)), end: Math.max(...found.map((h) => h.end)) }
          : found.reduce((a, b) => (b.start < a.start || (b.start === a.start && b.end > a.end) ? b : a));
      out.push({ paragraph_index: p.index, start: span.start, end: span.end, quote: p.text.slice(span.start, span.end) });
      if (out.length >= MAX_FINDINGS_PER_CUSTOM_CHECK) return out;
    }
  }
  return out;
}

function missingAnchors(check: PlaybookCustomCheck, whole: string): (TAnchor | null)[] {
  const absent = check.absent.map(foldPhrase).filter((s) => s !== '');
  if (absent.length === 0) return [];
  const condition = check.patterns.map(foldPhrase).filter((s) => s !== '');
  if (condition.length > 0) {
    const holds = check.match === 'all' ? condition.every((c) => whole.includes(c)) : condition.some((c) => whole.includes(c));
    if (!holds) return [];
  }
  return absent.some((a) => whole.includes(a)) ? [] : [null];
}
