/** 身份证号码 next to its label (身份证, 身份证号码, 公民身份号码, 证件号码) must pass the GB 11643 checksum. */
import type { DetectorFn, Hit } from '../types';
import { makeAnchor } from '../text';
import { idNumberProblem } from './identifiers';

const LABELLED = /(?:身份证|身份号码|证件号码|证件号|身份证号)(?:号码|号)?(?:[（(][^）)]{0,10}[）)])?\s*[：:为]?\s*(\d[\dXx]{13,19})(?![\dXx])/gu;

export const idNumber: DetectorFn = ({ ix }) => {
  const hits: Hit[] = [];
  for (const x of ix.paras) {
    if (!/身份|证件/u.test(x.norm)) continue;
    for (const m of x.norm.matchAll(LABELLED)) {
      const id = m[1]!;
      // Passport or other document numbers are not checked: only 15 or 18 characters are ID numbers.
      if (id.length !== 15 && id.length !== 18 && id.length < 16) continue;
      const problem = idNumberProblem(id);
      if (!problem) continue;
      const start = m.index + m[0].length - id.length;
      const anchor = makeAnchor(x.p, start, start + id.length);
      if (anchor) hits.push({ anchor, vars: { quote: anchor.quote, value: id, detail: problem } });
    }
  }
  return hits;
};
