/**
 * Numbers, amounts and dates must survive translation (issue 11): 人民币叁拾万元 must come out as RMB 300,000 and a
 * date as the same date. Values are read from the source (figures, Chinese numerals and capital amounts, dates) and
 * looked for in the translation in any usual rendering (300,000 / 300000 / 300 000; 2024-03-01, March 1, 2024,
 * 1 March 2024, 2024年3月1日). A value not found is an issue shown next to the segment.
 */
import { parseChineseAmount, parseChineseNumber } from '@common/text/chinese-numerals';

export type TNumberIssue = { kind: 'number' | 'date'; source: string; expected: string };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

type TValue = { kind: 'number' | 'date'; source: string; value: number | { y: number; m: number; d: number } };

const CN_DIGITS = '零〇一二三四五六七八九十百千万亿壹贰叁肆伍陆柒捌玖拾佰仟两';

/** Values written in `text`: dates first (their digits are not counted again), then amounts and plain figures. */
export function readValues(text: string): TValue[] {
  const values: TValue[] = [];
  let rest = text;
  const dateRe = /(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日|(\d{4})-(\d{1,2})-(\d{1,2})/g;
  rest = rest.replace(dateRe, (all, y1, m1, d1, y2, m2, d2) => {
    values.push({ kind: 'date', source: all, value: { y: Number(y1 ?? y2), m: Number(m1 ?? m2), d: Number(d1 ?? d2) } });
    return ' '.repeat(all.length);
  });
  // Amounts written in Chinese numerals or capitals (叁拾万元, 三百万元, 五十万).
  const cnRe = new RegExp(`[${CN_DIGITS}]{2,}(?=\\s*(?:元|万|圆|整|美元|%|％|个|日|天|月|年|倍))`, 'g');
  rest = rest.replace(cnRe, (all) => {
    const n = parseChineseAmount(`${all}元`) ?? parseChineseNumber(all);
    if (n !== null && n >= 10) values.push({ kind: 'number', source: all, value: n });
    return ' '.repeat(all.length);
  });
  // Figures, with thousands separators and an optional 万 (10,000) multiplier.
  const figRe = /(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s*(万)?/g;
  let m: RegExpExecArray | null;
  while ((m = figRe.exec(rest))) {
    const base = Number(`${m[1]!.replace(/,/g, '')}${m[2] ? `.${m[2]}` : ''}`);
    const value = m[3] ? base * 10_000 : base;
    // Single digits are clause numbers and list markers as often as values; they are not checked.
    if (value >= 10 || m[2]) values.push({ kind: 'number', source: m[0].trim(), value });
  }
  return values;
}

function numberRenderings(n: number): string[] {
  const plain = String(n);
  const grouped = n.toLocaleString('en-US', { maximumFractionDigits: 6 });
  const out = new Set([plain, grouped, grouped.replace(/,/g, ' ')]);
  if (n >= 10_000 && n % 10_000 === 0) out.add(`${n / 10_000}万`);
  if (n >= 1_000_000 && n % 100_000 === 0) out.add(`${n / 1_000_000} million`);
  return [...out];
}

function dateRenderings({ y, m, d }: { y: number; m: number; d: number }): string[] {
  const mm = String(m).padStart(2, '0');
  const dd = String(d).padStart(2, '0');
  const month = MONTHS[m - 1] ?? '';
  return [`${y}-${mm}-${dd}`, `${y}-${m}-${d}`, `${month} ${d}, ${y}`, `${d} ${month} ${y}`, `${month} ${d} ${y}`, `${y}年${m}月${d}日`, `${y}/${mm}/${dd}`];
}

/** What the translation must contain for the source's values, and the ones it does not. */
export function checkNumbers(source: string, translation: string): TNumberIssue[] {
  const target = translation.replace(/\s+/g, ' ');
  const targetDigits = target.replace(/(\d),(\d)/g, '$1$2');
  const issues: TNumberIssue[] = [];
  for (const v of readValues(source)) {
    if (v.kind === 'date') {
      const options = dateRenderings(v.value as { y: number; m: number; d: number });
      if (!options.some((o) => target.toLowerCase().includes(o.toLowerCase()))) issues.push({ kind: 'date', source: v.source, expected: options[2]! });
    } else {
      const n = v.value as number;
      const options = numberRenderings(n);
      const found = options.some((o) => target.includes(o)) || new RegExp(`(?<![\\d.])${String(n).replace('.', '\\.')}(?![\\d])`).test(targetDigits);
      if (!found) issues.push({ kind: 'number', source: v.source, expected: n.toLocaleString('en-US', { maximumFractionDigits: 6 }) });
    }
  }
  return issues;
}
