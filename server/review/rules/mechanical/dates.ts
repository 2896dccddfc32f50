/**
 * Calendar dates in contract text (2024年7月1日, 二〇二四年七月一日, 2024-07-01, 2024/7/1, 2024.7.1), parsed with
 * offsets, for the impossible-date and inverted-range checks.
 */
import { parseChineseNumber } from '@common/text/chinese-numerals';

export interface DateToken {
  start: number;
  end: number;
  y: number;
  m: number;
  d: number;
  raw: string;
}

const NUM = '(\\d{1,4}|[〇零一二三四五六七八九十]{1,4})';
const CN_DATE = new RegExp(`${NUM}\\s*年\\s*${NUM}\\s*月\\s*${NUM}\\s*[日号]`, 'gu');
const ISO_DATE = /(?<![\d.])(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?![\d.])/gu;

function num(s: string): number | null {
  return /^\d+$/.test(s) ? Number(s) : parseChineseNumber(s);
}

/** Dates with a 4-digit (or 4-numeral) year; partial dates and blanks are skipped. */
export function findDates(text: string): DateToken[] {
  const out: DateToken[] = [];
  for (const m of text.matchAll(CN_DATE)) {
    const ys = m[1]!;
    // 二〇二四 is digit by digit; a year must have 4 digits.
    const y = /^\d{4}$/.test(ys) ? Number(ys) : ys.length === 4 && !/十/.test(ys) ? num(ys) : null;
    const mo = num(m[2]!);
    const d = num(m[3]!);
    if (y === null || mo === null || d === null) continue;
    out.push({ start: m.index, end: m.index + m[0].length, y, m: mo, d, raw: m[0] });
  }
  for (const m of text.matchAll(ISO_DATE)) {
    out.push({ start: m.index, end: m.index + m[0].length, y: Number(m[1]), m: Number(m[3]), d: Number(m[4]), raw: m[0] });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Days in a month of the Gregorian calendar. */
export function daysInMonth(y: number, m: number): number {
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(m) ? 30 : 31;
}

/** Why a date is impossible, or null when it exists. */
export function dateProblem(t: DateToken): string | null {
  if (t.y < 1900 || t.y > 2200) return `年份${t.y}不合理`;
  if (t.m < 1 || t.m > 12) return `月份应为1至12，写为${t.m}月`;
  const max = daysInMonth(t.y, t.m);
  if (t.d < 1 || t.d > max) {
    if (t.m === 2 && t.d === 29) return `${t.y}年不是闰年，2月只有28天`;
    return `${t.m}月只有${max}天，写为${t.d}日`;
  }
  return null;
}

/** Comparable day number. */
export function dayNumber(t: DateToken): number {
  return Date.UTC(t.y, t.m - 1, t.d) / 86_400_000;
}
