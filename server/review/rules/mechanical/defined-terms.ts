/**
 * Defined terms used but never defined. Only for contracts that use the defined-term style at all (“XX”指…,
 * 以下简称“XX”, 本合同所称XX): a quoted term used in such a contract with no definition anywhere is reported
 * once, at its first use. Quotes around titles of documents, brands and names after 名称/称为 are not terms.
 */
import type { DetectorFn, Hit } from '../types';
import { makeAnchor } from '../text';

const QUOTED = /[“"「]([^”"」\n]{2,12})[”"」]/gu;
const DEFINITION_AFTER = /^\s*(?:[，,]?\s*(?:是)?指|系指|意指|是指|即|：|:|，?\s*包括|一词)/u;
const DEFINITION_BEFORE = /(以下简称|以下称|下称|简称|统称|合称|以下称为|以下合称|以下统称|称为|定义为|所称|所指)\s*(?:为)?\s*$/u;
const NOT_TERM = /[，。；,;、\s\d]|^(甲方|乙方|丙方|丁方)$/u;

export const definedTerms: DetectorFn = ({ ix }) => {
  const defined = new Set<string>();
  const uses: { x: (typeof ix.paras)[number]; start: number; end: number; term: string }[] = [];
  let styleUsed = false;
  for (const x of ix.paras) {
    for (const m of x.norm.matchAll(QUOTED)) {
      const term = m[1]!;
      const end = m.index + m[0].length;
      const before = x.norm.slice(Math.max(0, m.index - 8), m.index);
      const after = x.norm.slice(end, end + 6);
      if (DEFINITION_BEFORE.test(before) || DEFINITION_AFTER.test(after)) {
        defined.add(term);
        styleUsed = true;
        continue;
      }
      if (NOT_TERM.test(term)) continue;
      uses.push({ x, start: m.index + 1, end: end - 1, term });
    }
    // 本合同所称XX, XX是指 without quotes define too.
    for (const m of x.norm.matchAll(/(?:所称|所指)的?([\u4e00-\u9fa5]{2,10})(?:，|,|是指|指)/gu)) defined.add(m[1]!);
  }
  if (!styleUsed) return [];
  const hits: Hit[] = [];
  const seen = new Set<string>();
  for (const u of uses) {
    if (defined.has(u.term) || seen.has(u.term)) continue;
    // A term that is part of a defined one ("房屋" inside “租赁房屋”) is covered by it.
    if ([...defined].some((d) => d.includes(u.term) || u.term.includes(d))) continue;
    seen.add(u.term);
    const count = uses.filter((v) => v.term === u.term).length;
    if (count < 2) continue;
    const anchor = makeAnchor(u.x.p, u.start, u.end);
    if (anchor) hits.push({ anchor, vars: { quote: anchor.quote, value: u.term } });
  }
  return hits.slice(0, 5);
};
