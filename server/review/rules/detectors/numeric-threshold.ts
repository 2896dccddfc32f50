/**
 * 'numeric-threshold': a number of a given kind governed by a keyword, compared with a limit. The anchor spans
 * keyword..number (e.g. "违约金为合同总价的50%"); with replaceNumberWith the revision rewrites just the number.
 */
import type { TNumberKind } from '../../knowledge/schema';
import { findAmounts, findDailyRates, findMonthsOf, findPercents, type NumberToken } from '../numbers';
import type { DetectorFn, Hit } from '../types';
import { makeAnchor, re } from '../text';
import { compare, fmt, pairKeywordNumbers, widen } from './keyword-number';
import { passes } from './sentence';

/** Tokens of a kind in a sentence; plain percentages exclude daily rates so 每日1% never reads as 1%. */
export function tokensOf(kind: TNumberKind, sentence: string): NumberToken[] {
  switch (kind) {
    case 'percent': {
      const daily = new Set(findDailyRates(sentence).map((t) => t.start));
      return findPercents(sentence).filter((t) => !daily.has(t.start));
    }
    case 'daily-rate':
      return findDailyRates(sentence);
    case 'amount':
      return findAmounts(sentence);
    case 'months-of':
      return findMonthsOf(sentence);
  }
}

export const detectNumericThreshold: DetectorFn = ({ check, ix }) => {
  const d = check.detector;
  if (d.kind !== 'numeric-threshold') return [];
  const hits: Hit[] = [];
  if (!re(d.keyword).test(ix.fullText)) return [];
  for (const x of ix.paras) {
    for (const s of x.sentences) {
      if (!re(d.keyword).test(s.text)) continue;
      if (!passes(s.text, d.sentenceHas, d.sentenceLacks)) continue;
      const tokens = tokensOf(d.number, s.text);
      for (const pair of pairKeywordNumbers(s.text, d.keyword, tokens, d.window)) {
        const wide = widen(s.text, pair, d.between ? re(d.between) : undefined);
        if (d.between && !re(d.between).test(wide.text)) continue;
        if (d.betweenLacks.some((b) => re(b).test(wide.text))) continue;
        if (!compare(pair.token.value, d.op, d.limit)) continue;
        const anchor = makeAnchor(x.p, s.start + wide.start, s.start + wide.end);
        if (!anchor) continue;
        let revision = null;
        if (d.replaceNumberWith) {
          const tokStart = s.start + pair.token.start - anchor.start;
          const tokEnd = s.start + pair.token.end - anchor.start;
          revision = {
            op: 'replace' as const,
            text: anchor.quote.slice(0, tokStart) + d.replaceNumberWith + anchor.quote.slice(tokEnd),
          };
        }
        hits.push({
          anchor,
          vars: {
            quote: anchor.quote,
            value: pair.token.raw.trim(),
            number: fmt(pair.token.value),
            limit: fmt(d.limit),
            annual: fmt(Math.round(pair.token.value * 365 * 10) / 10),
          },
          ...(revision ? { revision } : {}),
        });
        if (hits.length >= d.maxFindings) return hits;
      }
    }
  }
  return hits;
};
