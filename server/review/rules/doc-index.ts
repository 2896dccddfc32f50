/**
 * A per-review index over the ReviewDocument that every detector shares: normalised text, sentences with
 * offsets, clause labels and headings, the whole-body text, and the contract's main amount. Built once per run.
 */
import type { ReviewDocument, ReviewParagraph } from '../model';
import { labelOf, type ParsedLabel } from './clauses';
import { normalizeView, splitSentences, type Sentence } from './text';

export interface IndexedParagraph {
  p: ReviewParagraph;
  /** Normalised view of p.text (same length, same offsets). */
  norm: string;
  sentences: Sentence[];
  label: ParsedLabel | null;
  /** A short heading-like paragraph (clause title) — numbered or not. */
  isHeading: boolean;
  /** Where the clause's own words start in norm: after its number and its heading (第八条 质量保证 …), else 0. */
  wordsStart: number;
}

export interface DocIndex {
  doc: ReviewDocument;
  /** Paragraphs a rule reads: body, tables and text boxes (headers, footers and footnotes are left out). */
  paras: IndexedParagraph[];
  /** All paragraph texts (labels prefixed) joined by newlines, normalised: for "does the contract mention X". */
  fullText: string;
  /** fullText without any whitespace: spaced-out labels ("身 份 证 号 码") read as words. */
  compactText: string;
  /** Label-prefixed texts of the first part of the document (title and parties). */
  headText: string;
  /** Label-prefixed texts of the last part (signature block). */
  tailText: string;
  /** The title: the first non-empty short paragraph. */
  title: string;
  byIndex: Map<number, IndexedParagraph>;
}

const READ_LOCATIONS = new Set(['body', 'table', 'textbox']);

/**
 * A short heading before the clause's words (第八条 质量保证 / 一、违约责任： / 质量 when Word numbers the clause): a
 * comment belongs on the words, and the reader learnt clauses without them. The number itself is the label (clauses.ts);
 * after a number a heading may end in a colon, alone only in a space.
 */
const HEADING_AFTER_NUMBER = /^\s*[\p{Script=Han}、]{1,10}(?:\s+|[：:])/u;
const HEADING_ALONE = /^[\p{Script=Han}、]{1,8}\s+/u;

/** Where the clause's words start: after its number and heading. */
function clauseWordsStart(norm: string, label: ParsedLabel | null): number {
  const number = label?.consumed ?? 0;
  const heading = (number > 0 ? HEADING_AFTER_NUMBER : HEADING_ALONE).exec(norm.slice(number))?.[0].length ?? 0;
  return number + heading;
}

/** Builds the index. */
export function buildIndex(doc: ReviewDocument): DocIndex {
  const paras: IndexedParagraph[] = [];
  for (const p of doc.paragraphs) {
    if (!READ_LOCATIONS.has(p.location)) continue;
    const norm = normalizeView(p.text);
    const label = labelOf(p);
    const body = label && label.consumed > 0 ? norm.slice(label.consumed) : norm;
    const short = body.trim().length > 0 && body.trim().length <= 24 && !/[。；;，,：:]$/u.test(body.trim());
    paras.push({
      p,
      norm,
      sentences: splitSentences(norm),
      label,
      isHeading: (p.level > 0 || label !== null) && short,
      wordsStart: clauseWordsStart(norm, label),
    });
  }
  const lines = paras.map((x) => `${x.p.label}${x.p.label ? ' ' : ''}${x.norm}`);
  const fullText = lines.join('\n');
  const nonEmpty = lines.filter((l) => l.trim() !== '');
  const headCount = Math.max(8, Math.ceil(nonEmpty.length * 0.15));
  const tailCount = Math.max(12, Math.ceil(nonEmpty.length * 0.25));
  const titlePara = paras.find((x) => x.norm.trim() !== '');
  return {
    doc,
    paras,
    fullText,
    compactText: fullText.replace(/[\s\u3000]+/gu, ''),
    headText: nonEmpty.slice(0, headCount).join('\n'),
    tailText: nonEmpty.slice(-tailCount).join('\n'),
    title: titlePara ? titlePara.norm.replace(/\s+/g, '') : '',
    byIndex: new Map(paras.map((x) => [x.p.index, x])),
  };
}
