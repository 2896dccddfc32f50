/**
 * References to annexes that the contract does not have: 附件三 when the annex list (or the annex headings) has
 * only 附件一 and 附件二 (the check's level). When a contract lists no annex at all, annexes may travel separately,
 * so each annex referred to gets a low-level reminder to attach it and sign it with the contract (at most
 * NO_LIST_MAX of them: one per annex number, never one per mention).
 */
import { parseChineseNumber } from '@common/text/chinese-numerals';
import type { DetectorFn, Hit } from '../types';
import { makeAnchor } from '../text';

/** 附件三, but not the words that begin with a numeral: 本合同及附件一式两份, 附件一并签署, 附件一经签署. */
const ANNEX = /附件\s*([零〇一二三四五六七八九十\d]{1,3})(?![式份并起同致律经旦般切些])/gu;
/** An annex is "defined" where it is listed or headed: 附件一：, 附件一《…》, 附件一 at a paragraph's start. */
const DEFINES_AFTER = /^\s*[：:《“"（(—\-－]/u;

const NO_LIST_MAX = 3;

function cn(n: number): string {
  return '零一二三四五六七八九十'[n] ?? String(n);
}

export const annexReference: DetectorFn = ({ ix }) => {
  const defined = new Set<number>();
  const refs: { x: (typeof ix.paras)[number]; start: number; end: number; n: number }[] = [];
  for (const x of ix.paras) {
    for (const m of x.norm.matchAll(ANNEX)) {
      const n = parseChineseNumber(m[1]!);
      if (n === null) continue;
      const end = m.index + m[0].length;
      const atStart = x.norm.slice(0, m.index).trim() === '';
      if (atStart || DEFINES_AFTER.test(x.norm.slice(end, end + 2))) defined.add(n);
      refs.push({ x, start: m.index, end, n });
    }
  }
  const hits: Hit[] = [];
  const reported = new Set<number>();
  const noList = defined.size === 0;
  const listed = [...defined].sort((a, b) => a - b).map((n) => `附件${cn(n)}`).join('、');
  const detail = noList ? '合同没有列明或附上任何附件，无法确认该附件存在并随合同一并签署' : `合同列明的附件为${listed}`;
  for (const r of refs) {
    if (defined.has(r.n) || reported.has(r.n)) continue;
    if (noList && reported.size >= NO_LIST_MAX) break;
    reported.add(r.n);
    const anchor = makeAnchor(r.x.p, r.start, r.end);
    if (!anchor) continue;
    const vars = { quote: anchor.quote, value: anchor.quote, detail };
    hits.push(noList ? { anchor, level: 'low', vars } : { anchor, vars });
  }
  return hits;
};
