/**
 * What the mutators need to find in a contract's text: clause headings and their bodies, sentences, amounts in
 * figures and in capitals, dates, blanks, identifiers. Written for the evaluation on purpose apart from the rules
 * engine (server/review/rules), so that a planted defect does not depend on how the engine reads the contract.
 */
import { parseChineseAmount, parseChineseNumber } from '@common/text/chinese-numerals';
import type { ReviewParagraph } from '../model';

const CN = '一二三四五六七八九十百千零〇两';

export type HeadingKind = 'chapter' | 'article' | 'cn' | 'num' | 'dotted' | 'cnParen';

export interface Heading {
  kind: HeadingKind;
  /** The clause number (last component for dotted numbers). */
  n: number;
  /** Length of the typed label in the paragraph text (0 when the label is rendered numbering). */
  typedLength: number;
  /** The label comes from automatic numbering (numbering.xml), not from the text. */
  rendered: boolean;
}

/** Leading whitespace (ASCII, NBSP, ideographic) of a text. */
export function leadingSpace(text: string): number {
  const m = /^[\s\u00a0\u3000]*/.exec(text);
  return m ? m[0].length : 0;
}

function parseLabelText(t: string): { kind: HeadingKind; n: number; length: number } | null {
  let m = new RegExp(`^第\\s*([${CN}]+|\\d+)\\s*(章|条)`).exec(t);
  if (m) {
    const n = parseChineseNumber(m[1]!);
    return n === null ? null : { kind: m[2] === '章' ? 'chapter' : 'article', n, length: m[0].length };
  }
  m = new RegExp(`^([${CN}]+)\\s*[、.．]`).exec(t);
  if (m) {
    const n = parseChineseNumber(m[1]!);
    return n === null ? null : { kind: 'cn', n, length: m[0].length };
  }
  m = new RegExp(`^[（(]([${CN}]+)[)）]`).exec(t);
  if (m) {
    const n = parseChineseNumber(m[1]!);
    return n === null ? null : { kind: 'cnParen', n, length: m[0].length };
  }
  m = /^(\d{1,2})[.．](\d{1,2})(?![\d%])[.．]?/.exec(t);
  if (m) return { kind: 'dotted', n: Number(m[2]), length: m[0].length };
  m = /^(\d{1,2})(?:[、]|[.．](?!\d))/.exec(t);
  if (m) return { kind: 'num', n: Number(m[1]), length: m[0].length };
  return null;
}

/** The clause label of a paragraph: its rendered numbering, or a label typed at the start of its text. */
export function headingOf(p: ReviewParagraph): Heading | null {
  if (p.label) {
    const l = parseLabelText(p.label.trim());
    if (l) return { kind: l.kind, n: l.n, typedLength: 0, rendered: true };
  }
  const lead = leadingSpace(p.text);
  const l = parseLabelText(p.text.slice(lead));
  if (!l) return null;
  return { kind: l.kind, n: l.n, typedLength: lead + l.length, rendered: false };
}

/** Body paragraphs (not headers, footers, notes or text boxes). */
export function isBody(p: ReviewParagraph): boolean {
  return p.location === 'body' || p.location === 'table';
}

/** Lines that end the contract's clauses: the signature area and what announces it. */
export const END_OF_TERMS = /以下无(?:合同)?正文|签署页|签字页|[（(]\s*签[字章名]|签[字章名]\s*[）)]|[（(]\s*盖章|盖章\s*[）)]|签[字章名署]\s*[：:]|盖章\s*[：:]/u;

/**
 * The paragraphs of the clause headed by paragraph `i`: the paragraphs after it up to the next heading of the same
 * or a higher level (reader levels), the end of the terms, or an annex. Empty paragraphs at the end are left out.
 */
export function clauseBody(paras: readonly ReviewParagraph[], i: number): number[] {
  const head = paras[i]!;
  const level = head.level > 0 ? head.level : 1;
  const out: number[] = [];
  for (let j = i + 1; j < paras.length; j++) {
    const p = paras[j]!;
    if (!isBody(p)) break;
    if (p.level > 0 && p.level <= level) break;
    if (END_OF_TERMS.test(p.text) || /^[\s\u3000]*附件/.test(p.text)) break;
    out.push(j);
  }
  while (out.length && paras[out[out.length - 1]!]!.text.trim() === '') out.pop();
  return out;
}

export interface Sentence {
  start: number;
  end: number;
  text: string;
}

/** Sentences ending at 。；;！？ (terminator included), with offsets; whitespace around them trimmed. */
export function sentencesOf(text: string): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  const push = (s: number, e: number) => {
    let a = s;
    let b = e;
    while (a < b && /\s/.test(text[a]!)) a++;
    while (b > a && /\s/.test(text[b - 1]!)) b--;
    if (b > a) out.push({ start: a, end: b, text: text.slice(a, b) });
  };
  for (let i = 0; i < text.length; i++) {
    if ('。；;！？\n'.includes(text[i]!)) {
      push(start, i + 1);
      start = i + 1;
    }
  }
  push(start, text.length);
  return out;
}

export interface Token {
  start: number;
  end: number;
  value: number;
  raw: string;
}

/** Amounts in figures: ￥1,500元, 2,800 元, 人民币 5600元, 20万元, 1500.00元 (the currency sign and 元 included). */
export function arabicAmounts(text: string): Token[] {
  const out: Token[] = [];
  const re = /(?:[￥¥]\s*)?(\d{1,3}(?:[,，]\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(万)?\s*元/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    if (/[\d.]/.test(text[m.index - 1] ?? '')) continue;
    const base = Number(`${m[1]!.replace(/[,，]/g, '')}.${m[2] ?? '0'}`);
    out.push({ start: m.index, end: m.index + m[0].length, value: Math.round(base * (m[3] ? 1e4 : 1) * 100) / 100, raw: m[0] });
  }
  return out;
}

/** Amounts in capitals: 肆仟伍佰元整, 人民币贰拾万元, 壹万陆仟肆佰零玖元零贰分. */
export function capitalAmounts(text: string): Token[] {
  const out: Token[] = [];
  const re = /[零壹贰叁肆伍陆柒捌玖拾佰仟万亿]+[元圆](?:[零壹贰叁肆伍陆柒捌玖]角)?(?:[零壹贰叁肆伍陆柒捌玖]分)?[整正]?/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const v = parseChineseAmount(m[0]);
    if (v !== null && v > 0) out.push({ start: m.index, end: m.index + m[0].length, value: v, raw: m[0] });
  }
  return out;
}

export interface DateToken {
  start: number;
  end: number;
  y: number;
  m: number;
  d: number;
  /** Offsets of the year, month and day digits. */
  yAt: [number, number];
  mAt: [number, number];
  dAt: [number, number];
}

/** Concrete dates written 2024年6月20日 (spaces allowed around the numbers). */
export function datesOf(text: string): DateToken[] {
  const out: DateToken[] = [];
  const re = /(\d{4})(\s*年\s*)(\d{1,2})(\s*月\s*)(\d{1,2})(\s*日)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const y0 = m.index;
    const m0 = y0 + m[1]!.length + m[2]!.length;
    const d0 = m0 + m[3]!.length + m[4]!.length;
    out.push({
      start: m.index,
      end: m.index + m[0].length,
      y: Number(m[1]),
      m: Number(m[3]),
      d: Number(m[5]),
      yAt: [y0, y0 + m[1]!.length],
      mAt: [m0, m0 + m[3]!.length],
      dAt: [d0, d0 + m[5]!.length],
    });
  }
  return out;
}

/** A date left blank: ____年__月__日, "   年   月   日" (blanks or spaces before each unit). */
export const BLANK_DATE = /[_＿\s\u3000]{2,}年[_＿\s\u3000]{1,}月[_＿\s\u3000]{1,}日/gu;

/** Days in a month. */
export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** A city named in the contract (深圳市 -> 深圳), for a realistic arbitration commission; null when none. */
export function cityOf(paras: readonly ReviewParagraph[]): string | null {
  for (const p of paras) {
    const m = /(北京|上海|天津|重庆|广州|深圳|杭州|南京|苏州|成都|武汉|西安|长沙|郑州|济南|青岛|厦门|福州|合肥|宁波|无锡|沈阳|大连|哈尔滨|昆明|南昌|南宁|贵阳|石家庄|太原|长春|海口|兰州|银川|西宁|乌鲁木齐|呼和浩特|拉萨|珠海|东莞|佛山|上饶)市?/u.exec(p.text);
    if (m) return m[1]!;
  }
  return null;
}

/** Share of CJK ideographs among the letters of the contract (an English contract is not mutated). */
export function chineseShare(paras: readonly ReviewParagraph[]): number {
  let cjk = 0;
  let latin = 0;
  for (const p of paras) {
    for (const ch of p.text) {
      if (/\p{Script=Han}/u.test(ch)) cjk++;
      else if (/[A-Za-z]/.test(ch)) latin++;
    }
  }
  return cjk + latin === 0 ? 0 : cjk / (cjk + latin);
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The check character of an 18-digit resident ID number (GB 11643-1999) for its first 17 digits. */
export function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i]!;
  return ID_CHECK[sum % 11]!;
}

/** Whether an 18-character resident ID number has a valid check character. */
export function idChecksumOk(id: string): boolean {
  return /^\d{17}[\dXx]$/.test(id) && idCheckChar(id.slice(0, 17)) === id[17]!.toUpperCase();
}

const CC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of an 18-character unified social credit code (GB 32100-2015) for its first 17. */
export function creditCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = CC_CHARS.indexOf(first17[i]!);
    if (v < 0) return null;
    sum += v * CC_WEIGHTS[i]!;
  }
  return CC_CHARS[(31 - (sum % 31)) % 31]!;
}

/** Whether an 18-character unified social credit code has a valid check character. */
export function creditChecksumOk(code: string): boolean {
  return code.length === 18 && creditCheckChar(code.slice(0, 17)) === code[17];
}

/** Identifiers in a text: 18-digit ID numbers and 18-character credit codes (not inside longer runs). */
export function identifiersOf(text: string): { start: number; end: number; value: string; kind: 'id' | 'credit' }[] {
  const out: { start: number; end: number; value: string; kind: 'id' | 'credit' }[] = [];
  const re = /(?<![0-9A-Za-z])([0-9A-Z]{18})(?![0-9A-Za-z])/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const v = m[1]!;
    const before = text.slice(Math.max(0, m.index - 20), m.index);
    const kind = /^\d{17}[\dX]$/.test(v) && (/身份|证件|公民/.test(before) || !/信用代码|社会信用/.test(before)) && /^[1-9]\d{5}(19|20)\d{2}/.test(v) ? 'id' : 'credit';
    if (kind === 'credit' && !/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(v)) continue;
    out.push({ start: m.index, end: m.index + v.length, value: v, kind });
  }
  return out;
}
