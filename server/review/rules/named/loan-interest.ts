/**
 * Loan interest rates: read each rate next to 利率/利息/息 with its period (年/月/日) and annualise it.
 * mode 'cap': an annual rate above the cap (params.capPercent, four times the one-year LPR) — the excess is not
 * protected under the private-lending judicial interpretation and 民法典第六百八十条 forbids usury. A rate without a
 * period counts when even as an annual rate (the least it can mean) it is above the cap.
 * mode 'period': a rate without a period (利率为10%), which cannot be enforced as written.
 */
import { findPercents } from '../numbers';
import type { DetectorFn, Hit } from '../types';
import { makeAnchor } from '../text';
import { fmt, pairKeywordNumbers, widen } from '../detectors/keyword-number';

const KEYWORD = '利率|利息|年化|月息|年息|日息|息率|计息';
const ANNUAL = /年利率|年化|年息|每年|按年|年率|\/年|年(?:单)?利/u;
const MONTHLY = /月利率|月息|每月|按月|月率|\/月/u;
const DAILY = /日利率|日息|每日|每天|按日|日率|\/日|\/天/u;
/** Rates that are penalties or fees, handled by other checks. */
const NOT_INTEREST = /违约金|滞纳金|罚息|手续费|服务费|保证金|定金/u;

export const loanInterest: DetectorFn = ({ check, ix }) => {
  if (check.detector.kind !== 'named') return [];
  const mode = check.detector.params.mode === 'period' ? 'period' : 'cap';
  const cap = Number(check.detector.params.capPercent ?? 12);
  const hits: Hit[] = [];
  for (const x of ix.paras) {
    for (const s of x.sentences) {
      if (!new RegExp(KEYWORD, 'u').test(s.text)) continue;
      for (const pair of pairKeywordNumbers(s.text, KEYWORD, findPercents(s.text), 20)) {
        // A share before the interest word in another clause is not its rate: 每月应偿还借款本金的百分之十，利息按年利率… repays
        // the principal in parts (decision 256: a false high on an instalment plan).
        if (pair.token.end <= pair.kwStart && /[，,]/u.test(s.text.slice(pair.token.end, pair.kwStart))) continue;
        const wide = widen(s.text, pair);
        const context = s.text.slice(Math.max(0, wide.start - 6), wide.end);
        // "按每日十万分之五…支付违约金": the words after the rate say what it is for.
        const rest = s.text.slice(pair.token.end);
        const after = rest.slice(0, Math.max(0, rest.search(/[，,。；;]/u)) || rest.length);
        if (NOT_INTEREST.test(context) || NOT_INTEREST.test(after)) continue;
        let annual: number | null = null;
        if (DAILY.test(context)) annual = pair.token.value * 365;
        else if (MONTHLY.test(context)) annual = pair.token.value * 12;
        else if (ANNUAL.test(context)) annual = pair.token.value;
        const anchor = makeAnchor(x.p, s.start + wide.start, s.start + wide.end);
        if (!anchor) continue;
        if (mode === 'period' && annual === null) hits.push({ anchor, vars: { quote: anchor.quote, value: pair.token.raw } });
        if (mode !== 'cap') continue;
        // Without a period the rate is read as the least it can mean, a year's rate: above the cap even then, it is
        // above the cap whatever the parties meant (本金的50% is usury as an annual, monthly or daily rate).
        const lowest = annual ?? pair.token.value;
        if (lowest <= cap + 1e-9) continue;
        const figure = fmt(Math.round(lowest * 100) / 100);
        const rate = annual !== null ? `折合年利率约${figure}%` : `未写明计息周期，即使理解为年利率也高达${figure}%`;
        hits.push({ anchor, vars: { quote: anchor.quote, value: pair.token.raw, rate, limit: fmt(cap) } });
      }
    }
  }
  return hits.slice(0, 3);
};
