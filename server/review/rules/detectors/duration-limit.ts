/** 'duration-limit': a duration (N年/个月/日) governed by a keyword, compared with a limit in days. */
import { findDurations } from '../numbers';
import type { DetectorFn, Hit } from '../types';
import { makeAnchor, re } from '../text';
import { compare, pairKeywordNumbers, widen } from './keyword-number';
import { passes } from './sentence';

export const detectDurationLimit: DetectorFn = ({ check, ix }) => {
  const d = check.detector;
  if (d.kind !== 'duration-limit') return [];
  const hits: Hit[] = [];
  if (!re(d.keyword).test(ix.fullText)) return [];
  for (const x of ix.paras) {
    for (const s of x.sentences) {
      if (!re(d.keyword).test(s.text)) continue;
      if (!passes(s.text, d.sentenceHas, d.sentenceLacks)) continue;
      for (const pair of pairKeywordNumbers(s.text, d.keyword, findDurations(s.text), d.window)) {
        if (!compare(pair.token.value, d.op, d.limitDays)) continue;
        const wide = widen(s.text, pair);
        const anchor = makeAnchor(x.p, s.start + wide.start, s.start + wide.end);
        if (!anchor) continue;
        let revision = null;
        if (d.replaceNumberWith) {
          const a = s.start + pair.token.start - anchor.start;
          const b = s.start + pair.token.end - anchor.start;
          revision = { op: 'replace' as const, text: anchor.quote.slice(0, a) + d.replaceNumberWith + anchor.quote.slice(b) };
        }
        hits.push({ anchor, vars: { quote: anchor.quote, value: pair.token.raw.trim() }, ...(revision ? { revision } : {}) });
        if (hits.length >= 3) return hits;
      }
    }
  }
  return hits;
};
