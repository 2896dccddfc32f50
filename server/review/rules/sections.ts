/**
 * Clause sections: a clause start (numbered paragraph) and the paragraphs under it until the next clause start of
 * the same or a higher level. Lets checks look "inside the 争议解决 clause" whatever its number or wording.
 */
import type { DocIndex, IndexedParagraph } from './doc-index';
import type { LabelKind } from './clauses';
import { re } from './text';

const KIND_RANK: Record<LabelKind, number> = { part: 1, chapter: 2, article: 3, cn: 3, cnParen: 4, num: 4, dotted: 5, paren: 6 };

/** Clause level of a paragraph: the reader's level, else a rank from its typed label; 0 when not a clause start. */
export function levelOf(x: IndexedParagraph): number {
  if (x.p.level > 0) return x.p.level;
  if (x.label) {
    if (x.label.kind === 'dotted') return KIND_RANK.dotted + x.label.numbers.length - 2;
    return KIND_RANK[x.label.kind];
  }
  return 0;
}

/** The clause title: text after the label up to the first punctuation, at most 20 characters. */
export function clauseTitle(x: IndexedParagraph): string {
  const body = x.label && x.label.consumed > 0 ? x.norm.slice(x.label.consumed) : x.norm;
  const m = /^[^，。：:；;,（(]{1,20}/u.exec(body.trim());
  return m ? m[0] : '';
}

export interface Section {
  heading: IndexedParagraph;
  /** Heading paragraph included. */
  paras: IndexedParagraph[];
}

/** Sections whose clause title matches the pattern. */
export function sectionsTitled(ix: DocIndex, titlePattern: string): Section[] {
  const out: Section[] = [];
  const r = re(titlePattern);
  ix.paras.forEach((x, i) => {
    const lvl = levelOf(x);
    if (!(lvl > 0 || isShortTitle(x))) return;
    if (out.some((sec) => sec.paras.includes(x))) return;
    if (!r.test(clauseTitle(x) || x.norm.trim().slice(0, 20))) return;
    const paras = [x];
    for (let j = i + 1; j < ix.paras.length; j++) {
      const y = ix.paras[j]!;
      const ly = levelOf(y);
      if (lvl > 0 ? ly > 0 && ly <= lvl : ly > 0 && y.isHeading) break;
      if (lvl === 0 && (y.isHeading || isShortTitle(y))) break;
      paras.push(y);
      if (paras.length > 40) break;
    }
    out.push({ heading: x, paras });
  });
  return out;
}

/** An unnumbered title line such as "争议解决" or "附则". */
function isShortTitle(x: IndexedParagraph): boolean {
  const t = x.norm.trim();
  return t.length >= 2 && t.length <= 12 && !/[，。：:；;,、]/u.test(t);
}
