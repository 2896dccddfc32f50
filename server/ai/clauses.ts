/**
 * Splits a contract into clauses for the model pass: paragraphs are grouped under clause headings, the unit a lawyer
 * reviews and the unit the coverage log accounts for. The clause level is the outermost article-like numbering the
 * document uses (第X条 when present, else 一、, else 1. / 1、); deeper numbering (1.1, (一), (1)) stays inside its
 * clause, and a chapter heading (第X章) is carried into the clause that follows it. Labels come from the reader's
 * rendered numbering (`label`) or, for hand-typed contracts, from the start of the text.
 * A clause longer than the token cap is cut at paragraph boundaries into parts that share its clauseIndex.
 */
import type { ReviewDocument, ReviewParagraph } from '../review/model';
import { estimateTokens } from './tokens';

export interface Clause {
  /** Ordinal of the clause (0 = the preamble when the contract opens without a heading). */
  clauseIndex: number;
  /** 0-based part when the clause was cut for size; `parts` is how many there are. */
  part: number;
  parts: number;
  /** The heading label (第五条, 一、, 1.) or '' for the preamble. */
  label: string;
  /** The paragraphs, in reading order (empty paragraphs and headers/footers left out). */
  paragraphs: ReviewParagraph[];
  tokens: number;
}

type Kind = 'chapter' | 'article' | 'cn' | 'num';

const CN = '零〇一二三四五六七八九十百千两';
const KIND_PATTERNS: [Kind, RegExp][] = [
  ['chapter', new RegExp(`^第[${CN}\\d]+(?:章|部分|编)`)],
  ['article', new RegExp(`^第[${CN}\\d]+条`)],
  ['cn', new RegExp(`^[${CN}]+[、.．]`)],
  ['num', /^\d{1,3}(?:[、]|[.．](?!\d))/],
];

/** The numbering kind a paragraph starts with (its rendered label first, else its text). */
export function headingKind(p: Pick<ReviewParagraph, 'label' | 'text'>): Kind | null {
  for (const source of [p.label.trim(), p.text.replace(/^[\s\u3000]+/, '')]) {
    if (!source) continue;
    for (const [kind, re] of KIND_PATTERNS) if (re.test(source)) return kind;
  }
  return null;
}

/** The label shown for a clause: the rendered label, else the numbering at the start of its text. */
function labelOf(p: ReviewParagraph): string {
  if (p.label.trim()) return p.label.trim();
  const text = p.text.replace(/^[\s\u3000]+/, '');
  for (const [, re] of KIND_PATTERNS) {
    const m = re.exec(text);
    if (m) return m[0];
  }
  return '';
}

export interface SplitOptions {
  /** Cap per part, in estimated tokens (default 1500). */
  maxTokens?: number;
}

/** The clauses of a document, in reading order; every non-empty body paragraph belongs to exactly one part. */
export function splitClauses(doc: ReviewDocument, options: SplitOptions = {}): Clause[] {
  const maxTokens = options.maxTokens ?? 1500;
  const paragraphs = doc.paragraphs.filter((p) => p.location !== 'header' && p.location !== 'footer' && (p.text.trim() !== '' || p.label.trim() !== ''));
  const kinds = paragraphs.map((p) => (p.location === 'table' ? null : headingKind(p)));
  const count = (k: Kind) => kinds.filter((x) => x === k).length;
  // The clause level: 第X条 when used at all; 一、 or 1. only when used at least twice (one "1." is no structure).
  const boundary: Kind | null = count('article') > 0 ? 'article' : count('cn') > 1 ? 'cn' : count('num') > 1 ? 'num' : null;

  const groups: { label: string; paragraphs: ReviewParagraph[]; onlyHeadings: boolean }[] = [];
  let current: (typeof groups)[number] | null = null;
  paragraphs.forEach((p, i) => {
    const kind = kinds[i];
    const startsClause = kind === 'chapter' || (boundary !== null && kind === boundary);
    if (startsClause && !(current?.onlyHeadings && kind !== 'chapter')) {
      current = { label: labelOf(p), paragraphs: [], onlyHeadings: kind === 'chapter' };
      groups.push(current);
    } else if (startsClause && current) {
      // An article right after a chapter heading: one clause, labelled by the article.
      current.label = labelOf(p);
      current.onlyHeadings = false;
    }
    if (!current) {
      current = { label: '', paragraphs: [], onlyHeadings: false };
      groups.push(current);
    }
    current.paragraphs.push(p);
  });

  const clauses: Clause[] = [];
  groups
    .filter((g) => g.paragraphs.some((p) => p.text.trim() !== ''))
    .forEach((g, clauseIndex) => {
      const parts: ReviewParagraph[][] = [];
      let part: ReviewParagraph[] = [];
      let tokens = 0;
      for (const p of g.paragraphs) {
        const t = estimateTokens(p.label + p.text);
        if (part.length > 0 && tokens + t > maxTokens) {
          parts.push(part);
          part = [];
          tokens = 0;
        }
        part.push(p);
        tokens += t;
      }
      if (part.length > 0) parts.push(part);
      parts.forEach((ps, i) =>
        clauses.push({
          clauseIndex,
          part: i,
          parts: parts.length,
          label: g.label,
          paragraphs: ps,
          tokens: ps.reduce((n, p) => n + estimateTokens(p.label + p.text), 0),
        }),
      );
    });
  return clauses;
}
