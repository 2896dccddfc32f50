/**
 * Clause numbering gaps, duplicates and disorder, from rendered labels and typed ones alike. Each numbering style
 * is followed separately; a label of an outer style (第X章, 第X条, 一、) restarts the inner styles under it, and
 * dotted numbers (1.1, 1.2) are followed per parent (1.x, 2.x). A restart at 1 (an annex) is normal.
 */
import { parseLabel, type LabelKind, type ParsedLabel } from '../clauses';
import type { IndexedParagraph } from '../doc-index';
import type { DetectorFn, Hit } from '../types';
import { makeAnchor } from '../text';
import { toChineseArticleNumber } from '@common/text/chinese-numerals';

const OUTER: Record<LabelKind, LabelKind[]> = {
  part: [],
  chapter: ['part'],
  article: ['part'],
  cn: ['part', 'chapter'],
  cnParen: ['part', 'chapter', 'article', 'cn'],
  num: ['part', 'chapter', 'article', 'cn', 'cnParen'],
  dotted: ['part', 'chapter'],
  paren: ['part', 'chapter', 'article', 'cn', 'cnParen', 'num', 'dotted'],
};

function show(kind: LabelKind, n: number, prefix: number[]): string {
  switch (kind) {
    case 'article':
      return `第${toChineseArticleNumber(n)}条`;
    case 'chapter':
      return `第${toChineseArticleNumber(n)}章`;
    case 'part':
      return `第${toChineseArticleNumber(n)}部分`;
    case 'cn':
      return `${toChineseArticleNumber(n)}、`;
    case 'cnParen':
      return `（${toChineseArticleNumber(n)}）`;
    case 'paren':
      return `（${n}）`;
    case 'dotted':
      return [...prefix, n].join('.');
    case 'num':
      return `${n}.`;
  }
}

/** Label events of a paragraph: its rendered or typed label, plus labels typed at the start of later lines. */
function labelsOf(x: IndexedParagraph): { l: ParsedLabel; start: number; end: number }[] {
  const out: { l: ParsedLabel; start: number; end: number }[] = [];
  if (x.label) {
    if (x.label.consumed > 0) out.push({ l: x.label, start: 0, end: x.label.consumed });
    else {
      const m = /^[^，。：:；;\n]{1,20}/u.exec(x.p.text);
      out.push({ l: x.label, start: 0, end: m ? m[0].length : Math.min(20, x.p.text.length) });
    }
  }
  let offset = x.norm.indexOf('\n');
  while (offset >= 0) {
    const lineStart = offset + 1;
    const next = x.norm.indexOf('\n', lineStart);
    const line = x.norm.slice(lineStart, next < 0 ? undefined : next);
    const l = parseLabel(line);
    if (l) out.push({ l, start: lineStart, end: lineStart + l.consumed });
    offset = next;
  }
  return out;
}

export const numbering: DetectorFn = ({ ix }) => {
  const hits: Hit[] = [];
  const prev = new Map<string, number>();
  for (const x of ix.paras) {
    if (x.p.location !== 'body') continue;
    for (const ev of labelsOf(x)) {
      const l = ev.l;
      // Inner styles restart under this label.
      for (const k of [...prev.keys()]) {
        const kind = k.split(':')[0] as LabelKind;
        if (OUTER[kind].includes(l.kind)) prev.delete(k);
      }
      const prefix = l.kind === 'dotted' ? l.numbers.slice(0, -1) : [];
      const n = l.numbers[l.numbers.length - 1]!;
      const key = `${l.kind}:${prefix.join('.')}`;
      const p = prev.get(key);
      prev.set(key, n);
      if (p === undefined || n === p + 1 || n === 1) continue;
      let detail: string;
      if (n === p) detail = `编号“${show(l.kind, n, prefix)}”重复出现`;
      else if (n > p + 1) {
        const missing = [];
        for (let i = p + 1; i < n && missing.length < 3; i++) missing.push(show(l.kind, i, prefix));
        detail = `“${show(l.kind, p, prefix)}”之后是“${show(l.kind, n, prefix)}”，缺少${missing.join('、')}${n - p - 1 > 3 ? '等' : ''}`;
      } else detail = `“${show(l.kind, p, prefix)}”之后出现“${show(l.kind, n, prefix)}”，顺序颠倒`;
      const anchor = makeAnchor(x.p, ev.start, ev.end);
      if (anchor) hits.push({ anchor, vars: { quote: anchor.quote, detail } });
      if (hits.length >= 10) return hits;
    }
  }
  return hits;
};
