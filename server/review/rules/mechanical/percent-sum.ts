/**
 * Payment instalments as percentages of the price must add up to 100%. Looks inside the payment clause
 * (titled 付款/支付/价款/结算) — or, without one, the paragraphs that speak of paying a share of the price.
 * Cumulative wording (支付至合同价款的70%) and an unquantified remainder (余款、尾款) make a sum below 100%
 * legitimate, so those are only reported when the sum exceeds 100%.
 */
import { PRICE_BASE } from '../../knowledge/vocab';
import type { IndexedParagraph } from '../doc-index';
import { findDailyRates, findPercents, type NumberToken } from '../numbers';
import { sectionsTitled } from '../sections';
import type { DetectorFn, Hit } from '../types';
import { makeAnchor, re } from '../text';

const PAY = /支付|付款|付清|预付|首付|尾款|进度款|余款|结清|质保金|质量保证金|付/u;
const NOT_INSTALMENT = /违约金|滞纳金|利息|利率|逾期|罚|税率|增值税|定金罚则|赔偿|扣除|扣减|折扣|优惠|上浮|下浮|调整|超过|不超过|不得|以内|以上|以下|不低于|比例为.{0,4}的|每日|每天|每月/u;
const CUMULATIVE = /支付至|付至|累计|达到|累积/u;
const REMAINDER = /余款|剩余|尾款|其余|余下|结清|全部款项|全部价款|剩下/u;

interface Found {
  x: IndexedParagraph;
  tok: NumberToken;
}

function collect(paras: IndexedParagraph[]): { found: Found[]; cumulative: boolean; remainder: boolean } {
  const found: Found[] = [];
  let cumulative = false;
  let remainder = false;
  for (const x of paras) {
    for (const s of x.sentences) {
      if (!PAY.test(s.text)) continue;
      if (CUMULATIVE.test(s.text)) cumulative = true;
      const daily = new Set(findDailyRates(s.text).map((t) => t.start));
      const pcts = findPercents(s.text).filter((t) => !daily.has(t.start));
      if (pcts.length === 0) {
        if (REMAINDER.test(s.text)) remainder = true;
        continue;
      }
      if (NOT_INSTALMENT.test(s.text)) continue;
      for (const tok of pcts) found.push({ x, tok: { ...tok, start: s.start + tok.start, end: s.start + tok.end } });
    }
  }
  return { found, cumulative, remainder };
}

export const percentSum: DetectorFn = ({ ix }) => {
  const hits: Hit[] = [];
  let groups = sectionsTitled(ix, '付款|支付|价款|结算|费用|价格').map((s) => s.paras);
  if (groups.length === 0) {
    const base = re(PRICE_BASE);
    groups = ix.paras.filter((x) => PAY.test(x.norm) && base.test(x.norm) && /%|百分之/u.test(x.norm)).map((x) => [x]);
  }
  for (const paras of groups) {
    const { found, cumulative, remainder } = collect(paras);
    if (found.length < 2 || cumulative) continue;
    const sum = Number(found.reduce((n, f) => n + f.tok.value, 0).toFixed(4));
    if (Math.abs(sum - 100) < 0.01) continue;
    if (sum < 100 && remainder) continue;
    if (found.some((f) => f.tok.value >= 100)) continue;
    const last = found[found.length - 1]!;
    const first = found[0]!;
    const anchor =
      first.x === last.x ? makeAnchor(last.x.p, first.tok.start, last.tok.end) : makeAnchor(last.x.p, last.tok.start, last.tok.end);
    if (!anchor) continue;
    hits.push({
      anchor,
      vars: { quote: anchor.quote, value: `${sum}%`, detail: found.map((f) => f.tok.raw).join(' + ') + ` = ${sum}%` },
    });
  }
  return hits;
};
