/**
 * The clause reader's pass (decision 232): after the rules, every whole sentence no finding touches is read by a
 * model trained on all the wordings of the family risks the team has collected; when it names a family check with
 * high confidence, the check reports the sentence, marked as the reader's and capped at medium. The rules stay the
 * precise first pass with the exact words; the reader catches the same meanings in wordings no rule was written for.
 */
import type { RuleFinding } from '../model';
import type { TCheck } from '../knowledge/schema';
import { loadModel, readSentence, type ClauseReaderModel } from '../reader/model';
import type { DocIndex, IndexedParagraph } from './doc-index';
import { fill, makeAnchor } from './text';

/** A contract full of one kind needs no more to be seen; the rules' findings come first. */
const MAX_READER_FINDINGS = 8;
/** Shorter sentences are headings, blanks and labels, never a clause. */
const MIN_SENTENCE = 10;
/**
 * Where a rule already reported other words of the sentence, the reader adds its own reading only when it is this sure
 * and names another check: a second risk in the same clause, not a second comment on the same one. 0.7 rather than
 * 0.85: rounds 27 and 28 replayed with readers of their time caught 1 and 11 more plants, the originals none.
 */
const OVER_A_RULE = 0.7;
/** Said on every finding the reader makes: what it is, and that a lawyer should confirm it. */
export const READER_NOTE = '（此项由条款语义模型识别，规则未逐字确认，请结合上下文核实。）';

let model: ClauseReaderModel | null = null;
function reader(): ClauseReaderModel {
  model ??= loadModel();
  return model;
}

/** Replaces the model the pass reads with (benches that measure a reader trained on less). */
export function useReaderModel(m: ClauseReaderModel): void {
  model = m;
}

/** Whole sentences of a paragraph's text, to the full stop (semicolons stay inside), from the clause's words on. */
function wholeSentences(x: IndexedParagraph): { start: number; end: number }[] {
  const from = x.wordsStart;
  const out: { start: number; end: number }[] = [];
  for (const m of x.norm.slice(from).matchAll(/[^。！？!?]+[。！？!?]?/gu)) out.push({ start: from + m.index, end: from + m.index + m[0].length });
  return out;
}

/**
 * What the reader reads of one whole sentence: the sentence, and each of its semicolon parts when it has several. A
 * drafter often strings unrelated terms together with semicolons (…赔偿全部损失；受托方可单方延长履行期限。), and the
 * reader, which learnt one term per example, hears the one risk faintly across the whole string; the whole sentence
 * stays a candidate for the risks that need both halves (甲方违约的…；乙方违约的…).
 */
function readings(x: IndexedParagraph, s: { start: number; end: number }): { start: number; end: number }[] {
  const parts: { start: number; end: number }[] = [];
  for (const m of x.norm.slice(s.start, s.end).matchAll(/[^；;]+[；;]?/gu)) {
    if (m[0].trim().length >= MIN_SENTENCE) parts.push({ start: s.start + m.index, end: s.start + m.index + m[0].length });
  }
  return parts.length > 1 ? [s, ...parts] : [s];
}

/**
 * A check whose words need a figure it worked out ({ratio}, {annual}, {limit}: a deposit's share of the price, a rate
 * per year against the cap) says its risk only when the figure is out of bounds. The reader cannot work the figure out:
 * it would call a deposit of 10% of the price "above 20%" and leave {ratio} in the text a lawyer reads (the round-40
 * walk, decision 255). Those checks are the rules' alone.
 */
const WORDS_OF_THE_READER = new Set(['quote', 'actor']);
function needsAFigure(check: TCheck): boolean {
  for (const m of `${check.title}${check.explanation}${check.suggestion}`.matchAll(/\{(\w+)\}/gu)) if (!WORDS_OF_THE_READER.has(m[1]!)) return true;
  return false;
}

export function readerFindings(ix: DocIndex, checks: readonly TCheck[], findings: readonly RuleFinding[]): RuleFinding[] {
  const m = reader();
  const byId = new Map(checks.filter((c) => !needsAFigure(c)).map((c) => [c.id, c]));
  const out: RuleFinding[] = [];
  for (const x of ix.paras) {
    const said = findings.filter((f) => f.anchor?.paragraph_index === x.p.index);
    // A low finding (numbering, a blank) says nothing of what the clause means: it does not stand in the reader's way.
    const taken = said.filter((f) => f.level !== 'low');
    for (const s of wholeSentences(x)) {
      if (s.end - s.start < MIN_SENTENCE) continue;
      // A lead-in (有下列情形之一的，可解除本协议：) means what its items say; the rules read it with them.
      if (/[：:]\s*$/u.test(x.norm.slice(s.start, s.end))) continue;
      // The surest reading among the sentence and its parts that no rule already reports.
      let best: { span: { start: number; end: number }; check: TCheck; probability: number } | null = null;
      for (const span of readings(x, s)) {
        const over = taken.filter((f) => f.anchor!.start < span.end && f.anchor!.end > span.start);
        const read = readSentence(m, x.norm.slice(span.start, span.end));
        const check = read ? byId.get(read.checkId) : undefined;
        if (!check || (over.length > 0 && read!.probability < OVER_A_RULE)) continue;
        // The same check already said anywhere in the sentence, at any level (a low 由甲方所在地法院管辖 too): a second
        // comment, not a second risk.
        if (said.some((f) => f.ruleId === check.id && f.anchor!.start < s.end && f.anchor!.end > s.start)) continue;
        if (!best || read!.probability > best.probability) best = { span, check, probability: read!.probability };
      }
      if (!best) continue;
      const { span, check } = best;
      const anchor = makeAnchor(x.p, span.start, span.end);
      if (!anchor) continue;
      const vars = { quote: anchor.quote, actor: '一方' };
      out.push({
        ruleId: check.id,
        level: check.level === 'high' ? 'medium' : check.level,
        title: fill(check.title, vars),
        explanation: `${fill(check.explanation, vars)}${READER_NOTE}`,
        suggestion: fill(check.suggestion, vars),
        citations: check.citations.map((c) => ({ law: c.law, article: c.article })),
        anchor,
        revision: null,
        source: 'model',
      });
      if (out.length >= MAX_READER_FINDINGS) return out;
    }
  }
  return out;
}
