/**
 * A lease longer than twenty years: the part beyond twenty years is void (民法典第七百零五条). Reads the term as a
 * duration next to 租赁期限/租期 ("租赁期限为30年") or as a date range in a sentence about the term
 * ("租赁期自2024年1月1日起至2054年12月31日止").
 */
import { findDurations } from '../numbers';
import type { DetectorFn, Hit } from '../types';
import { makeAnchor } from '../text';
import { pairKeywordNumbers, widen } from '../detectors/keyword-number';
import { dateProblem, findDates } from '../mechanical/dates';

const TERM = '租赁期限|租赁期|租期|承租期|租用期';
const YEARS_20_DAYS = 20 * 365 + 5;

export const leaseTermOver20: DetectorFn = ({ ix }) => {
  const hits: Hit[] = [];
  for (const x of ix.paras) {
    for (const s of x.sentences) {
      if (!new RegExp(TERM, 'u').test(s.text)) continue;
      for (const pair of pairKeywordNumbers(s.text, TERM, findDurations(s.text), 20)) {
        if (pair.token.value <= YEARS_20_DAYS) continue;
        const wide = widen(s.text, pair);
        const anchor = makeAnchor(x.p, s.start + wide.start, s.start + wide.end);
        if (anchor) hits.push({ anchor, vars: { quote: anchor.quote, value: pair.token.raw } });
      }
      const dates = findDates(s.text).filter((d) => !dateProblem(d));
      for (let i = 0; i + 1 < dates.length; i++) {
        const a = dates[i]!;
        const b = dates[i + 1]!;
        if (!/^\s*(起)?\s*(至|到|—|-|~|～)\s*$/u.test(s.text.slice(a.end, b.start))) continue;
        // Twenty years after the start, inclusive of the start day.
        const limit = Date.UTC(a.y + 20, a.m - 1, a.d);
        if (Date.UTC(b.y, b.m - 1, b.d) < limit) continue;
        const anchor = makeAnchor(x.p, s.start + a.start, s.start + b.end);
        if (anchor) hits.push({ anchor, vars: { quote: anchor.quote, value: `${b.y - a.y}年` } });
      }
    }
  }
  return hits.slice(0, 2);
};
