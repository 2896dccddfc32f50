/**
 * 'pattern': a risky wording. Anchor = the match, or its named group `hit` when the pattern needs context to
 * match but the risk is a smaller span. One finding per paragraph, at most maxFindings per document.
 */
import type { DetectorFn, Hit } from '../types';
import { makeAnchor, re } from '../text';
import { passes, sentenceAt } from './sentence';

export const detectPattern: DetectorFn = ({ check, ix }) => {
  const d = check.detector;
  if (d.kind !== 'pattern') return [];
  const hits: Hit[] = [];
  // Cheap whole-document test first: most patterns match nowhere.
  if (!re(d.match).test(ix.fullText)) return [];
  const rx = re(d.match, 'dgu');
  for (const x of ix.paras) {
    if (!d.paragraphHas.every((h) => re(h).test(x.norm))) continue;
    for (const m of x.norm.matchAll(rx)) {
      const s = sentenceAt(x, m.index);
      if (!s || !passes(s.text, d.sentenceHas, d.sentenceLacks)) continue;
      // The risky part is the first named group hit, hit2... that matched; else the whole match.
      const groups = m.indices?.groups ?? {};
      const named = Object.keys(groups)
        .filter((k) => k.startsWith('hit') && groups[k])
        .map((k) => groups[k]!);
      const span = named[0] ?? [m.index, m.index + m[0].length];
      const anchor = makeAnchor(x.p, span[0], span[1]);
      if (!anchor) continue;
      hits.push({ anchor, vars: { quote: anchor.quote } });
      break;
    }
    if (hits.length >= d.maxFindings) break;
  }
  return hits;
};
