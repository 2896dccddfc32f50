/**
 * Rates with their period, whatever the wording: 1% / 百分之一 / 千分之五 / 万分之五 / 5‰ / 三成 / 四分之一 / 月息2分 /
 * 年息一分五厘, each read with the nearest period word (每日 / 每天 / 按日 / 每逾期一日 / 每月 / 月息 / 月利率 / 年化 /
 * 年利率 ..., and per week: 每逾期一周 / 每个星期 / 按周) and annualised (a day counts 1/365 of a year, a week 7/365, a month 1/12, a quarter 1/4). Input is the normalised view
 * (normalizeView), so full-width digits are ASCII and offsets are the paragraph's.
 */
import { parseChineseNumber } from '@common/text/chinese-numerals';
import { findPercents, parseLooseNumber } from '../rules/numbers';

export type Period = 'day' | 'week' | 'month' | 'quarter' | 'year';

export interface Rate {
  start: number;
  end: number;
  raw: string;
  /** The rate as written, in percentage points per period (千分之五 -> 0.5). */
  percent: number;
  /** The period it is stated in; null when none is written (a one-off percentage of a base). */
  period: Period | null;
  /** Percent per year, null without a period. */
  annual: number | null;
}

const CN = '零〇一二三四五六七八九十百两壹贰叁肆伍陆柒捌玖拾佰点';

/** Extra forms findPercents does not read: 5‰, 三成 / 3成, 四分之一, 月息2分 / 年息一分五厘. */
const EXTRA = new RegExp(
  [
    `(?<permil>\\d+(?:\\.\\d+)?)\\s*‰`,
    `(?<!\\d)(?<cheng>\\d|[一二三四五六七八九])成(?![员立本交功就为果])`,
    `(?<den>[二三四五六七八九十两]|\\d+)分之(?<num>[一二三四五六七八九十]|\\d+)(?![十百千万\\d])`,
    `(?<xiKind>月息|年息|月利|年利)(?:为|是|按)?(?<fen>[${CN}\\d.]{1,4})分(?:(?<li>[${CN}\\d]{1,2})厘)?`,
    `(?<xiKind2>月息|年息|月利|年利)(?:为|是|按)?(?<li2>[${CN}\\d.]{1,3})厘`,
    // 一半 / 半数 of a base (定金为货款的一半): 50%, never a period.
    `(?<half>一半|半数)`,
    // 每万元每日贰拾元 / 每日每千元5元: an amount per amount of the debt per period (round 17, decision 224).
    `每(?<base>万|千|百)元[^，,。；;\\d]{0,4}?每(?<per>日|天|月|年)(?<amt>[${CN}\\d.]{1,6})元`,
    `每(?<per2>日|天|月|年)每(?<base2>万|千|百)元(?<amt2>[${CN}\\d.]{1,6})元`,
  ].join('|'),
  'gu',
);

/** Words for being late shared by the period words below (每逾期一日, 每拖延一周); each period adds its own. */
const LATE = '逾期|逾|迟延|延迟|延期|超期|拖欠|拖延';
/** Period words. Month and year words exclude 每月租金 / 按年租金 / 每年营业额 (an amount as the base, not a rate's period). */
const DAY = new RegExp(`每(?:个)?(?:${LATE}|晚|滞纳|迟)?(?:一|1)?(?:个)?(?:日历|自然)?[日天]|每(?:逾期|迟延|延迟|迟付|迟交|晚付|拖欠|拖延)[^，,。；;\\d]{0,6}(?:一|1)(?:个)?(?:自然|日历)?[日天]|按[日天]|逐日|日息|日利率|日费率|日[百千万]分之|日(?:\\d|[一二三四五六七八九])厘|\\/[日天]|每工作日|(?<![0-9一二三四五六七八九十个])日(?=\\s*(?:\\d|百分之|千分之|万分之))`, 'gu');
const MONTH = new RegExp(`每(?:个)?(?:${LATE}|滞纳|迟交|欠付|欠缴)?(?:一|1)?(?:个)?月(?!租|工资|薪|应(?!按)|的|支付|付|缴|交|[0-9一二三四五六七八九十]+日)|按月(?!支付|付|缴|交|结|费)|月息|月利率|月费率|月利息|月[百千万]分之|\\/月|月率|月利|(?<![0-9一二三四五六七八九十个])月(?=\\s*(?:\\d|百分之|千分之|万分之))`, 'gu');
/** Week words: 每周 / 每逾期一周 / 每个星期 / 按周 / 周息 (a late-payment charge stated per week). */
const WEEK = new RegExp(`每(?:个)?(?:${LATE}|延误|滞纳|迟交|欠付|晚)?(?:一|1)?(?:个)?(?:周|星期|礼拜)(?![一二三四五六日天末])|按周|逐周|周息|周利率|\\/周`, 'gu');
/** Quarter words: 每季度 / 按季 / 季利率 (每季度首月 / 每季度租金 are a date and an amount, not a rate's period). */
const QUARTER = new RegExp(`每(?:个)?(?:${LATE}|滞纳|迟交|欠付)?(?:一|1)?(?:个)?季(?:度)?(?![度租末初首])|按季(?:度)?(?![度支付缴交结租])|季息|季利率|季度利率|季费率|\\/季`, 'gu');
const YEAR = /每年(?![0-9一二三四五六七八九十]+月|租|度|薪|工资|收入|营业|销售)|按年(?!支付|付|缴|交|租|度|薪|工资|收入|营业|销售|费)|年化|年息|年利率|年费率|年利息|年[百千万]分之|\/年|年率|年利|(?<![0-9一二三四五六七八九十])年(?=\s*(?:\d|百分之|千分之|万分之))/gu;

/** A period of several days (每十日 / 每15天 / 每逾期十日): the rate is per that many days (round 20). */
const N_DAYS = /每(?:逾期|迟延|延迟|拖欠|拖延)?(?<n>[二两三四五六七八九]|十[一二三四五六七八九]?|[二三]十|[2-9]|[1-3]\d)(?:个)?(?:自然|日历)?[日天](?!内|后|前|之)/gu;

/** The number of days of a multi-day period word ending within a few characters before `start`, if any. */
function nDaysBefore(text: string, start: number): number | null {
  const before = text.slice(Math.max(0, start - 12), start);
  let n: number | null = null;
  N_DAYS.lastIndex = 0;
  for (const m of before.matchAll(N_DAYS)) n = num(m.groups!.n) ?? null;
  return n !== null && n >= 2 ? n : null;
}

function lastIn(text: string, rx: RegExp): number {
  let last = -1;
  rx.lastIndex = 0;
  for (const m of text.matchAll(rx)) last = m.index + m[0].length;
  return last;
}

function firstIn(text: string, rx: RegExp): number {
  rx.lastIndex = 0;
  const m = rx.exec(text);
  rx.lastIndex = 0;
  return m ? m.index : -1;
}

/** The period of a rate at [start, end) of a sentence: the nearest period word before it (same clause), else
 * one right after it ("0.5%/日", "3%每月"). */
export function periodAt(text: string, start: number, end: number): Period | null {
  const from = Math.max(0, start - 30);
  const before = text.slice(from, end);
  const candidates: [Period, number][] = [
    ['day', lastIn(before, DAY)],
    ['week', lastIn(before, WEEK)],
    ['month', lastIn(before, MONTH)],
    ['quarter', lastIn(before, QUARTER)],
    ['year', lastIn(before, YEAR)],
  ];
  const best = candidates.filter(([, at]) => at >= 0).sort((a, b) => b[1] - a[1])[0];
  if (best) return best[0];
  const after = text.slice(end, end + 6);
  const next: [Period, number][] = [
    ['day', firstIn(after, DAY)],
    ['week', firstIn(after, WEEK)],
    ['month', firstIn(after, MONTH)],
    ['quarter', firstIn(after, QUARTER)],
    ['year', firstIn(after, YEAR)],
  ];
  const soon = next.filter(([, at]) => at >= 0 && at <= 2).sort((a, b) => a[1] - b[1])[0];
  return soon ? soon[0] : null;
}

function num(s: string | undefined): number | null {
  if (s === undefined) return null;
  return /^\d+(\.\d+)?$/.test(s) ? Number(s) : (parseLooseNumber(s) ?? parseChineseNumber(s));
}

/** Periods in a year. */
const PER_YEAR: Record<Period, number> = { day: 365, week: 365 / 7, month: 12, quarter: 4, year: 1 };

/** Annual percent of a rate per period. */
export function annualize(percent: number, period: Period | null): number | null {
  if (period === null) return null;
  return Number((percent * PER_YEAR[period]).toPrecision(10));
}

/** Every rate in a sentence, with its period and annual value. */
export function findRates(text: string): Rate[] {
  const out: Rate[] = [];
  for (const t of findPercents(text)) out.push(rate(t.start, t.end, t.value, null));
  for (const m of text.matchAll(EXTRA)) {
    const g = m.groups ?? {};
    const start = m.index;
    const end = start + m[0].length;
    if (out.some((r) => start < r.end && end > r.start)) continue;
    let value: number | null = null;
    let fixed: Period | null = null;
    if (g.half !== undefined) value = 50;
    else if (g.amt !== undefined || g.amt2 !== undefined) {
      const base = { 万: 10000, 千: 1000, 百: 100 }[(g.base ?? g.base2) as '万' | '千' | '百'];
      const amount = num(g.amt ?? g.amt2);
      value = amount ? (amount / base) * 100 : null;
      const per = g.per ?? g.per2;
      fixed = per === '月' ? 'month' : per === '年' ? 'year' : 'day';
    }
    else if (g.permil !== undefined) value = Number(g.permil) / 10;
    else if (g.cheng !== undefined) value = (num(g.cheng) ?? 0) * 10;
    else if (g.den !== undefined) {
      const d = num(g.den);
      const n = num(g.num);
      value = d && n && n < d ? (n / d) * 100 : null;
    } else if (g.xiKind !== undefined) {
      // 月息2分 = 2% a month; 年息1分 = 10% a year; 厘 is a tenth of 分.
      const fen = num(g.fen) ?? 0;
      const li = num(g.li) ?? 0;
      const monthly = g.xiKind.startsWith('月');
      value = monthly ? fen + li / 10 : fen * 10 + li;
      fixed = monthly ? 'month' : 'year';
    } else if (g.xiKind2 !== undefined) {
      const li = num(g.li2) ?? 0;
      const monthly = g.xiKind2.startsWith('月');
      value = monthly ? li / 10 : li;
      fixed = monthly ? 'month' : 'year';
    }
    if (value === null || !(value > 0)) continue;
    out.push(rate(start, end, Number(value.toPrecision(10)), fixed));
  }
  return out.sort((a, b) => a.start - b.start);

  function rate(start: number, end: number, percent: number, fixed: Period | null): Rate {
    // 每十日百分之一 is a tenth of a percent a day.
    const days = fixed === null ? nDaysBefore(text, start) : null;
    const perPeriod = days === null ? percent : Number((percent / days).toPrecision(10));
    const period = days === null ? (fixed ?? periodAt(text, start, end)) : 'day';
    return { start, end, raw: text.slice(start, end), percent: perPeriod, period, annual: annualize(perPeriod, period) };
  }
}

/** Formats a percentage for a message (two decimals at most, no trailing zeros). */
export function fmtPercent(v: number): string {
  return String(Math.round(v * 100) / 100);
}
