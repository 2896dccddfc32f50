/**
 * The rate a loan charges without naming it (issue 14, round 38 read, decision 253): principal, term and the total to
 * repay stated, the rate left for the reader to work out (本金十万元，期限三个月，到期归还本息合计十一万二千元 is 48% a
 * year). A lawyer does the sum; the rules must too, or a usurious loan passes because it never says 利率.
 */
import { parseChineseNumber } from '@common/text/chinese-numerals';
import { amountAfter, findAmountsWithSmallNumerals } from '../rules/numbers';

export interface ImpliedRate {
  /** Where the total to repay is stated (the anchor). */
  start: number;
  end: number;
  principal: number;
  total: number;
  /** The term in years. */
  years: number;
  /** Simple annual percent: (total - principal) / principal / years. */
  annual: number;
}

/** A loan's principal: the amount this word names (本金十万元, 借款金额为人民币50,000元). */
const PRINCIPAL = /本金(?:为|共计|金额为?)?|借款(?:金额|本金|数额)?(?:为|共计)?|出借(?:金额|资金)?(?:为)?|借给[^，,。；;]{0,8}/gu;
/** The whole sum to repay: principal and interest together (本息合计, 共计归还, 还款总额). */
const TOTAL = /本息(?:合计|共计|总额|总计|共|合)?(?:为|金额为?)?|(?:归还|偿还|返还|还款|还本付息)(?:总额|总金额|金额合计|合计|共计|总计)(?:为)?|(?:合计|共计|总计)(?:归还|偿还|返还)/gu;
/** The term: 期限三个月, 借期90天, 借款一年, 六个月后归还. */
const TERM =
  /(?:期限|借期|借款期限?|使用期)(?:为|共)?(?:自[^，,。；;]{0,20}起)?(?<n>[一二两三四五六七八九十百\d]+)(?<unit>个月|年|天|日|周)|(?<n2>[一二两三四五六七八九十百\d]+)(?<unit2>个月|年|天|日)(?:后|内|期满|到期|届满)[^，,。；;]{0,8}(?:归还|偿还|还清|返还|一次性)/u;

const YEARS_PER: Record<string, number> = { 个月: 1 / 12, 年: 1, 天: 1 / 365, 日: 1 / 365, 周: 7 / 365 };

/**
 * The annual rate implied by a sentence that states principal, term and total repayment, or null when it does not state
 * all three (or the total is not more than the principal).
 */
export function impliedRate(text: string): ImpliedRate | null {
  const amounts = findAmountsWithSmallNumerals(text);
  let principal: (typeof amounts)[number] | undefined;
  for (const m of text.matchAll(PRINCIPAL)) {
    principal = amountAfter(amounts, m.index + m[0].length);
    if (principal) break;
  }
  let total: (typeof amounts)[number] | undefined;
  for (const m of text.matchAll(TOTAL)) {
    total = amountAfter(amounts, m.index + m[0].length);
    if (total && total !== principal) break;
    total = undefined;
  }
  const term = TERM.exec(text);
  if (!principal || !total || !term || total.value <= principal.value) return null;
  const g = term.groups ?? {};
  const raw = g.n ?? g.n2!;
  const n = /^\d+$/u.test(raw) ? Number(raw) : parseChineseNumber(raw);
  const years = n ? n * YEARS_PER[(g.unit ?? g.unit2)!]! : 0;
  if (!years) return null;
  const annual = ((total.value - principal.value) / principal.value / years) * 100;
  return { start: total.start, end: total.end, principal: principal.value, total: total.value, years, annual };
}
