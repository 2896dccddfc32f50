/** Impossible dates: 2月30日, 4月31日, 13月, 2月29日 in a common year. */
import type { DetectorFn, Hit } from '../types';
import { makeAnchor } from '../text';
import { dateProblem, findDates } from './dates';

export const datesImpossible: DetectorFn = ({ ix }) => {
  const hits: Hit[] = [];
  for (const x of ix.paras) {
    if (!/[年\-/.]/u.test(x.norm)) continue;
    for (const t of findDates(x.norm)) {
      const problem = dateProblem(t);
      if (!problem) continue;
      const anchor = makeAnchor(x.p, t.start, t.end);
      if (anchor) hits.push({ anchor, vars: { quote: anchor.quote, detail: problem } });
    }
  }
  return hits;
};
