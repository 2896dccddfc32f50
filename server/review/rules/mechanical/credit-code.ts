/** 统一社会信用代码 next to its label must pass the GB 32100-2015 format and checksum. */
import type { DetectorFn, Hit } from '../types';
import { makeAnchor } from '../text';
import { creditCodeProblem } from './identifiers';

const LABELLED = /(?:统一社会信用代码|社会信用代码|信用代码)(?:[（(][^）)]{0,10}[）)])?\s*[：:为]?\s*([0-9A-Za-z]{8,22})(?![0-9A-Za-z])/gu;

export const creditCode: DetectorFn = ({ ix }) => {
  const hits: Hit[] = [];
  for (const x of ix.paras) {
    if (!x.norm.includes('代码')) continue;
    for (const m of x.norm.matchAll(LABELLED)) {
      const code = m[1]!;
      const problem = creditCodeProblem(code);
      if (!problem) continue;
      const start = m.index + m[0].length - code.length;
      const anchor = makeAnchor(x.p, start, start + code.length);
      if (anchor) hits.push({ anchor, vars: { quote: anchor.quote, value: code, detail: problem } });
    }
  }
  return hits;
};
