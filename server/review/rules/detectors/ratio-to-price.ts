/**
 * 'ratio-to-price': an amount (or a percentage of the price) governed by a keyword, as a share of the contract's
 * main amount. "定金为合同总价的30%" is read directly; "定金5万元" is divided by the stated total price.
 */
import { PRICE_BASE as PRICE_BASE_SOURCE } from '../../knowledge/vocab';
import { findAmounts, findDailyRates, findPercents } from '../numbers';
import type { DetectorFn, Hit } from '../types';
import { makeAnchor, re } from '../text';
import { fmt, pairKeywordNumbers, widen } from './keyword-number';

/**
 * A number that is another sum's: 没收定金，并要求…支付转让价款百分之三十的违约金 (the 30% is the penalty's, not the
 * deposit's). Read right after the number, before or after the keyword (round 40 read, decision 255: a false high the scan of other families found).
 */
const OTHER_SUM_AFTER = /^(?:的|作为|计|为)?(?:支付|缴纳|交纳|赔偿|计付|计收)?(?:违约金|赔偿金|罚金|罚款|滞纳金|利息|罚息|预付款|首付款|尾款|余款|进度款|保证金|押金)/u;

/** Words saying a percentage is of the whole price rather than of something smaller. */
const PRICE_BASE = new RegExp(PRICE_BASE_SOURCE, 'u');

export const detectRatioToPrice: DetectorFn = ({ check, ix, mainAmount }) => {
  const d = check.detector;
  if (d.kind !== 'ratio-to-price') return [];
  const hits: Hit[] = [];
  if (!re(d.keyword).test(ix.fullText)) return [];
  for (const x of ix.paras) {
    for (const s of x.sentences) {
      if (!re(d.keyword).test(s.text)) continue;
      if (d.sentenceLacks.some((l) => re(l).test(s.text))) continue;
      const daily = new Set(findDailyRates(s.text).map((t) => t.start));
      const percents = findPercents(s.text).filter((t) => !daily.has(t.start));
      const amounts = mainAmount ? findAmounts(s.text) : [];
      const tokens = [...percents, ...amounts].sort((a, b) => a.start - b.start);
      for (const pair of pairKeywordNumbers(s.text, d.keyword, tokens, d.window)) {
        // (Before the keyword too: 按培训费总额的百分之三十支付违约金，…已收取的定金不予退还.)
        if (OTHER_SUM_AFTER.test(s.text.slice(pair.token.end, pair.token.end + 8))) continue;
        const wide = widen(s.text, pair, PRICE_BASE);
        const between = wide.text;
        const isPercent = percents.includes(pair.token);
        let ratio: number;
        if (isPercent) {
          if (!PRICE_BASE.test(between)) continue;
          ratio = pair.token.value;
        } else {
          if (!mainAmount || pair.token.value > mainAmount) continue;
          // The total itself ("总价100万元，其中定金…") is not the governed amount.
          if (Math.abs(pair.token.value - mainAmount) < 0.005) continue;
          ratio = (pair.token.value / mainAmount) * 100;
        }
        if (ratio <= d.limit + 1e-9) continue;
        const anchor = makeAnchor(x.p, s.start + wide.start, s.start + wide.end);
        if (!anchor) continue;
        const vars: Record<string, string> = {
          quote: anchor.quote,
          value: pair.token.raw.trim(),
          ratio: fmt(Math.round(ratio * 100) / 100),
          limit: fmt(d.limit),
        };
        let revision = null;
        if (isPercent && d.replaceNumberWith) {
          const a = s.start + pair.token.start - anchor.start;
          const b = s.start + pair.token.end - anchor.start;
          revision = { op: 'replace' as const, text: anchor.quote.slice(0, a) + d.replaceNumberWith + anchor.quote.slice(b) };
        } else if (!isPercent && mainAmount) {
          const max = Math.floor((mainAmount * d.limit) / 100);
          vars.max = `${max.toLocaleString('en-US')}元`;
          const a = s.start + pair.token.start - anchor.start;
          const b = s.start + pair.token.end - anchor.start;
          revision = { op: 'replace' as const, text: anchor.quote.slice(0, a) + vars.max + anchor.quote.slice(b) };
        }
        hits.push({ anchor, vars, ...(revision ? { revision } : {}) });
      }
    }
  }
  return hits.slice(0, 3);
};
