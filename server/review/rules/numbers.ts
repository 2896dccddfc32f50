/**
 * Number tokens in contract text, with offsets: percentages (20%, 百分之二十, 千分之三, 万分之五), daily rates,
 * money (1,000元, 12.5万元, 人民币壹拾万元整), durations (三年, 6个月, 15日) and "N个月租金/工资" multiples.
 * Input is expected to be the normalised view (normalizeView) so that full-width digits are ASCII.
 */
import { parseChineseAmount, parseChineseNumber } from '@common/text/chinese-numerals';

export interface NumberToken {
  start: number;
  end: number;
  /** percent: percentage points; daily-rate: percentage per day; amount: yuan; duration: days; months-of: months. */
  value: number;
  raw: string;
}

const CN_NUM = '零〇一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟';

/** Parses a decimal written in Chinese or Arabic (二十, 零点五, 0.5, 十二点五). */
export function parseLooseNumber(s: string): number | null {
  const t = s.trim();
  if (/^\d+(\.\d+)?$/.test(t)) return Number(t);
  const [intPart, fracPart] = t.split('点');
  const i = intPart === '' || intPart === undefined ? 0 : parseChineseNumber(intPart);
  if (i === null) return null;
  if (fracPart === undefined) return i;
  let frac = '';
  for (const c of fracPart) {
    const d = parseChineseNumber(c);
    if (d === null || d > 9) return null;
    frac += String(d);
  }
  return Number(`${i}.${frac}`);
}

const PERCENT_RE = new RegExp(
  `(\\d+(?:\\.\\d+)?)\\s*%|(十万|百万|[百千万])分之([${CN_NUM}点\\d.]+)`,
  'gu',
);

/** All percentages in the text, value in percentage points (千分之三 -> 0.3). */
export function findPercents(text: string): NumberToken[] {
  const out: NumberToken[] = [];
  for (const m of text.matchAll(PERCENT_RE)) {
    const start = m.index;
    if (m[1] !== undefined) {
      out.push({ start, end: start + m[0].length, value: Number(m[1]), raw: m[0] });
      continue;
    }
    // 百分之二十 — stop the numeral at the longest prefix that parses (百分之五十的 -> 五十).
    let num = m[3]!;
    let v = parseLooseNumber(num);
    while (v === null && num.length > 1) {
      num = num.slice(0, -1);
      v = parseLooseNumber(num);
    }
    if (v === null) continue;
    const base = { 百: 1, 千: 0.1, 万: 0.01, 十万: 0.001, 百万: 0.0001 }[m[2]!] ?? 0.01;
    const end = start + m[0].length - (m[3]!.length - num.length);
    out.push({ start, end, value: Number((v * base).toPrecision(12)), raw: text.slice(start, end) });
  }
  // "1%（百分之一）": the same rate written twice counts once, as one token covering both.
  const merged: NumberToken[] = [];
  for (const t of out) {
    const prev = merged[merged.length - 1];
    if (prev && t.start - prev.end <= 2 && Math.abs(prev.value - t.value) < 1e-9) {
      const close = /^[）)]/u.test(text.slice(t.end, t.end + 1)) ? 1 : 0;
      prev.end = t.end + close;
      prev.raw = text.slice(prev.start, prev.end);
      continue;
    }
    merged.push({ ...t });
  }
  return merged;
}

const DAILY_MARK = /(每|按)(逾期|迟延|延迟|延期|超期|拖欠|晚|滞纳)?(一|1)?[日天]|日(息|利率)?[百千万]分之|[日天]\s*\d+(\.\d+)?\s*%|按日|每日|每天|日利率|日费率/u;
const LONGER_PERIOD = /(每|按)(月|年|季|周|次)(?!租|工资|薪|度|营业额|销售额)|月利率|年利率|年化/u;

/** Percentages that are rates per day: a daily marker (每日, 每逾期一天, 日万分之五) earlier in the sentence. */
export function findDailyRates(sentence: string): NumberToken[] {
  return findPercents(sentence).filter((t) => {
    const before = sentence.slice(Math.max(0, t.start - 40), t.start + 4);
    if (!DAILY_MARK.test(before)) return false;
    // The nearest period word wins: "每日……按月利率2%" is monthly.
    const daily = lastIndex(before, DAILY_MARK);
    const longer = lastIndex(before, LONGER_PERIOD);
    return daily >= longer;
  });
}

function lastIndex(s: string, r: RegExp): number {
  const g = new RegExp(r.source, 'gu');
  let last = -1;
  for (const m of s.matchAll(g)) last = m.index;
  return last;
}

const ARABIC_AMOUNT_RE = /(?:人民币|RMB|CNY|[¥￥])?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(万|亿)?[整\s_]*(?:元|圆)|[¥￥]\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?(?![\d.,]|\s*(?:万|亿|元|圆))/gu;
const CAPITAL_AMOUNT_RE = /[零壹贰叁肆伍陆柒捌玖拾佰仟万亿]{1,20}[元圆](?:[零壹贰叁肆伍陆柒捌玖]角)?(?:[零壹贰叁肆伍陆柒捌玖]分)?[整正]?|[零壹贰叁肆伍陆柒捌玖拾佰仟]{1,12}[万亿][零壹贰叁肆伍陆柒捌玖拾佰仟]{0,12}[整正]?/gu;

/** Amounts in Arabic figures followed by 元/万元 (1,000元, 12.5万元, ¥3000元). */
export function findArabicAmounts(text: string): NumberToken[] {
  const out: NumberToken[] = [];
  for (const m of text.matchAll(ARABIC_AMOUNT_RE)) {
    // Second alternative: "¥1,052,000,000.00" with the currency sign and no 元.
    const digits = m[1] ?? m[4]!;
    const frac = m[1] !== undefined ? m[2] : m[5];
    const base = Number(`${digits.replace(/,/g, '')}${frac ?? ''}`);
    const mult = m[3] === '亿' ? 1e8 : m[3] === '万' ? 1e4 : 1;
    // Years, dates and article numbers are not money: 2024年 never reaches here (needs 元), but 第3条1元 might.
    out.push({ start: m.index, end: m.index + m[0].length, value: Math.round(base * mult * 100) / 100, raw: m[0] });
  }
  return out;
}

/**
 * A template's amount slots filled digit by digit ("大写___万___仟___佰___拾___元" -> 零万叁仟伍佰零拾零元整): a 零 with a
 * unit after it is an empty slot, which standard capitals never write. Dropping those reads 叁仟伍佰元整.
 */
function withoutZeroSlots(raw: string): string {
  return raw.replace(/零[拾佰仟万亿]/gu, '').replace(/零([元圆])/u, '$1');
}

/** Amounts in RMB capitals (壹拾万元整, 贰拾万整, 伍仟元). */
export function findCapitalAmounts(text: string): NumberToken[] {
  const out: NumberToken[] = [];
  for (const m of text.matchAll(CAPITAL_AMOUNT_RE)) {
    const raw = m[0];
    // At least one capital digit: 万元 alone (from "12万元") is not an amount in words.
    if (!/[壹贰叁肆伍陆柒捌玖拾佰仟]/u.test(raw)) continue;
    const v = parseChineseAmount(raw) ?? parseChineseAmount(`${raw.replace(/[整正]$/, '')}元`) ?? parseChineseAmount(withoutZeroSlots(raw));
    if (v === null) continue;
    out.push({ start: m.index, end: m.index + raw.length, value: v, raw });
  }
  return out;
}

/** All amounts, Arabic and capitals, in text order. */
export function findAmounts(text: string): NumberToken[] {
  return [...findArabicAmounts(text), ...findCapitalAmounts(text)].sort((a, b) => a.start - b.start);
}

/** Amounts in small Chinese numerals (二十万元, 五万元): findAmounts reads digits and capitals only (round 11). */
const SMALL_CN_AMOUNT = /[一二三四五六七八九十百千万亿两〇零]+元/gu;

/** All amounts in text order, small Chinese numerals (十一万二千元) included. */
export function findAmountsWithSmallNumerals(text: string): { start: number; end: number; value: number }[] {
  const found: { start: number; end: number; value: number }[] = findAmounts(text);
  for (const m of text.matchAll(SMALL_CN_AMOUNT)) {
    const end = m.index + m[0].length;
    if (found.some((a) => m.index < a.end && end > a.start)) continue;
    const value = parseChineseAmount(m[0]);
    if (value !== null && value > 0) found.push({ start: m.index, end, value });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The first amount that starts within eight characters after `end` (the amount a word like 本金 or 合计 names). */
export function amountAfter<T extends { start: number }>(amounts: readonly T[], end: number): T | undefined {
  return amounts.find((a) => a.start >= end && a.start - end <= 8);
}

const DURATION_RE = new RegExp(
  `(\\d+(?:\\.\\d+)?|[${CN_NUM}半]+)\\s*(?:个)?\\s*(年|个月|月|周|星期|日|天|工作日|自然日)`,
  'gu',
);

const UNIT_DAYS: Record<string, number> = { 年: 365, 个月: 30, 月: 30, 周: 7, 星期: 7, 日: 1, 天: 1, 工作日: 1, 自然日: 1 };

const DATE_RE = /(?:\d{2,4}|[〇零一二三四五六七八九]{2,4})\s*年\s*(?:\d{1,2}|[一二三四五六七八九十]{1,2})\s*月(?:\s*(?:\d{1,2}|[一二三四五六七八九十]{1,3})\s*[日号])?|(?:\d{1,2}|[一二三四五六七八九十]{1,2})\s*月\s*(?:\d{1,2}|[一二三四五六七八九十]{1,3})\s*[日号]/gu;

/** Spans of calendar dates (2024年7月1日, 7月1日, 2024年7月) so that durations skip them. */
export function findDateSpans(text: string): { start: number; end: number }[] {
  return [...text.matchAll(DATE_RE)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** Durations (3年, 六个月, 15日, 半年) in days. Calendar dates (2024年7月1日) are skipped. */
export function findDurations(text: string): NumberToken[] {
  const dates = findDateSpans(text);
  const out: NumberToken[] = [];
  for (const m of text.matchAll(DURATION_RE)) {
    const start = m.index;
    const end = start + m[0].length;
    if (dates.some((d) => start < d.end && end > d.start)) continue;
    const numStr = m[1]!;
    const unit = m[2]!;
    let v: number | null;
    if (numStr === '半') v = 0.5;
    else if (numStr.endsWith('半')) {
      const w = parseLooseNumber(numStr.slice(0, -1));
      v = w === null ? null : w + 0.5;
    } else v = parseLooseNumber(numStr);
    if (v === null) continue;
    out.push({ start, end, value: v * UNIT_DAYS[unit]!, raw: m[0] });
  }
  return out;
}

const MONTHS_OF_RE = new RegExp(`([\\d.]+|[${CN_NUM}半]+)\\s*个?\\s*月(?:的)?\\s*(?:租金|工资|月租金|月工资|薪酬|劳动报酬|服务费)`, 'gu');

/** "两个月租金", "3个月工资": number of months. */
export function findMonthsOf(text: string): NumberToken[] {
  const out: NumberToken[] = [];
  for (const m of text.matchAll(MONTHS_OF_RE)) {
    const v = m[1] === '半' ? 0.5 : parseLooseNumber(m[1]!);
    if (v === null) continue;
    out.push({ start: m.index, end: m.index + m[0].length, value: v, raw: m[0] });
  }
  return out;
}
