/**
 * Chinese numerals: statute article numbers (第五百八十五条) and RMB amounts in capitals (人民币大写).
 * Pure functions, no imports: used by the statute corpus (server/laws), the citation resolver and the
 * mechanical 大写/小写 checks, and safe to run in the browser.
 */

const DIGITS: Record<string, number> = {
  零: 0, 〇: 0, '○': 0, 'Ｏ': 0,
  一: 1, 壹: 1, 幺: 1,
  二: 2, 贰: 2, 貳: 2, 两: 2, 兩: 2,
  三: 3, 叁: 3, 參: 3,
  四: 4, 肆: 4,
  五: 5, 伍: 5,
  六: 6, 陆: 6, 陸: 6,
  七: 7, 柒: 7,
  八: 8, 捌: 8,
  九: 9, 玖: 9,
};

/** Units inside a 4-digit section. */
const SMALL_UNITS: Record<string, number> = { 十: 10, 拾: 10, 百: 100, 佰: 100, 千: 1000, 仟: 1000 };
/** Section units: each multiplies everything before it that is not already in a bigger section. */
const BIG_UNITS: Record<string, number> = { 万: 1e4, 萬: 1e4, 亿: 1e8, 億: 1e8 };
/** 廿 (20) and 卅 (30) appear in dates and older texts. */
const TENS: Record<string, number> = { 廿: 20, 卅: 30 };

function isAsciiDigit(ch: string): boolean {
  return ch >= '0' && ch <= '9';
}

function fullWidthToAscii(s: string): string {
  return s.replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xff10 + 0x30));
}

/**
 * Parses an integer written in Chinese numerals: 一千零五, 十二, 二十万, 两百, 壹拾贰万叁仟, 一二三 (digit by
 * digit), 〇/零, and Arabic digits mixed with units (3千, 12万). Returns null for anything else (empty
 * input, stray characters, units out of order).
 */
export function parseChineseNumber(input: string): number | null {
  const s = fullWidthToAscii(input.trim());
  if (s === '') return null;
  if (/^\d+$/.test(s)) return Number(s);

  const chars = Array.from(s);
  const hasUnit = chars.some((c) => c in SMALL_UNITS || c in BIG_UNITS || c in TENS);
  if (!hasUnit) {
    // Digit by digit: 二〇二四, 一二三.
    let value = 0;
    for (const c of chars) {
      const d = isAsciiDigit(c) ? Number(c) : DIGITS[c];
      if (d === undefined) return null;
      value = value * 10 + d;
    }
    return value;
  }

  let total = 0; // completed 亿 sections
  let wanPart = 0; // completed 万 section below the current 亿
  let section = 0; // current section below 万
  let digit: number | null = null; // pending digit (or Arabic run)
  let lastSmallUnit = Infinity; // units in a section must decrease
  let lastBigUnit = Infinity;
  let sawZero = false;

  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (isAsciiDigit(c)) {
      if (digit !== null) return null;
      let j = i;
      while (j < chars.length && isAsciiDigit(chars[j]!)) j++;
      digit = Number(chars.slice(i, j).join(''));
      i = j - 1;
      continue;
    }
    if (c in DIGITS) {
      const d = DIGITS[c]!;
      if (d === 0) {
        // 零 only marks skipped places; it carries no value.
        if (digit !== null) return null;
        sawZero = true;
        continue;
      }
      if (digit !== null) return null; // 一二百 is not a number
      digit = d;
      continue;
    }
    if (c in TENS) {
      if (digit !== null) return null;
      if (lastSmallUnit <= 10) return null;
      section += TENS[c]!;
      lastSmallUnit = 10;
      continue;
    }
    if (c in SMALL_UNITS) {
      const u = SMALL_UNITS[c]!;
      if (u >= lastSmallUnit) return null; // 十百, 一百二百
      // 十二 = 12 and 拾元 = 10: a 十 without a digit has an implicit 一; 百 and 千 need one.
      const d = digit ?? (u === 10 ? 1 : null);
      if (d === null) return null;
      section += d * u;
      digit = null;
      lastSmallUnit = u;
      sawZero = false;
      continue;
    }
    if (c in BIG_UNITS) {
      const u = BIG_UNITS[c]!;
      const sectionValue = section + (digit ?? 0);
      if (u === 1e8) {
        const value = wanPart + sectionValue;
        if (value === 0) return null; // 亿 with nothing before it
        total = (total + value) * u;
        wanPart = 0;
        lastBigUnit = Infinity;
      } else {
        if (u >= lastBigUnit || sectionValue === 0) return null; // 一万二万, 一亿万
        wanPart += sectionValue * u;
        lastBigUnit = u;
      }
      section = 0;
      digit = null;
      lastSmallUnit = Infinity;
      sawZero = false;
      continue;
    }
    return null;
  }
  if (digit !== null && !sawZero && lastSmallUnit !== Infinity && lastSmallUnit > 10) {
    // 一百五 = 150, 三千二 = 3200, 一万二 = 12000 (colloquial abbreviations of the next lower unit).
    return total + wanPart + section + digit * (lastSmallUnit / 10);
  }
  if (digit !== null && !sawZero && lastSmallUnit === Infinity && section === 0 && wanPart > 0 && lastBigUnit === 1e4) {
    return total + wanPart + digit * 1000;
  }
  return total + wanPart + section + (digit ?? 0);
}

const LOWER_DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const LOWER_UNITS = ['', '十', '百', '千'];
const UPPER_DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const UPPER_UNITS = ['', '拾', '佰', '仟'];
const SECTION_UNITS = ['', '万', '亿', '万亿'];

/**
 * Renders a non-negative integer with the given digit and unit glyphs. Zero rules: one 零 for any run of zeros
 * between two non-zero digits (also across 万/亿), none at the end.
 */
function renderInteger(n: number, digits: string[], units: string[]): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a non-negative safe integer: ${n}`);
  if (n === 0) return digits[0]!;
  if (n >= 1e16) throw new RangeError(`too large: ${n}`);
  const sections: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 10000)) sections.push(v % 10000);
  let out = '';
  let pendingZero = false;
  for (let si = sections.length - 1; si >= 0; si--) {
    const sec = sections[si]!;
    if (sec === 0) {
      if (out !== '') pendingZero = true;
      continue;
    }
    let secOut = '';
    for (let pos = 3; pos >= 0; pos--) {
      const d = Math.floor(sec / 10 ** pos) % 10;
      if (d === 0) {
        if (out !== '' || secOut !== '') pendingZero = true;
        continue;
      }
      if (pendingZero && (out !== '' || secOut !== '')) secOut += digits[0];
      pendingZero = false;
      secOut += digits[d]! + units[pos]!;
    }
    out += secOut + SECTION_UNITS[si]!;
  }
  return out;
}

/**
 * Article number in statute style: 10 -> 十, 21 -> 二十一, 100 -> 一百, 105 -> 一百零五, 110 -> 一百一十,
 * 1260 -> 一千二百六十 (as in 第十条, 第一百一十条).
 */
export function toChineseArticleNumber(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`article number must be a non-negative integer: ${n}`);
  const s = renderInteger(n, LOWER_DIGITS, LOWER_UNITS);
  // A leading 一十 is read 十 (第十条, 第十二条, 十万); elsewhere 一十 stays (第一百一十条).
  return s.startsWith('一十') ? s.slice(1) : s;
}

/** The label of an article as statutes write it: 第五百八十五条, 第一百二十条之一. */
export function formatArticleLabel(number: number, sub = 0): string {
  return `第${toChineseArticleNumber(number)}条${sub > 0 ? `之${toChineseArticleNumber(sub)}` : ''}`;
}

/**
 * RMB amount in capitals (人民币大写): 123456.78 -> 壹拾贰万叁仟肆佰伍拾陆元柒角捌分, 100005 -> 壹拾万零伍元整,
 * 1010 -> 壹仟零壹拾元整, 16409.02 -> 壹万陆仟肆佰零玖元零贰分, 0.5 -> 伍角. Rounds to the fen; negative
 * amounts get 负.
 */
export function toChineseCapitalAmount(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`not a finite amount: ${amount}`);
  if (amount < 0) return `负${toChineseCapitalAmount(-amount)}`;
  // toPrecision first: 1.005 * 100 is 100.49999999999999 in binary floating point.
  const fen = Math.round(Number((amount * 100).toPrecision(15)));
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const fenDigit = fen % 10;
  if (yuan >= 1e16) throw new RangeError(`amount too large: ${amount}`);

  let out = yuan > 0 ? `${renderInteger(yuan, UPPER_DIGITS, UPPER_UNITS)}元` : '';
  if (jiao === 0 && fenDigit === 0) return `${out || '零元'}整`;
  if (jiao > 0) out += `${UPPER_DIGITS[jiao]}角`;
  else if (yuan > 0) out += '零'; // 角位是0、分位不是0: 元后写零 (壹万陆仟肆佰零玖元零贰分)
  if (fenDigit > 0) out += `${UPPER_DIGITS[fenDigit]}分`;
  return out;
}

const AMOUNT_PREFIX = /^(?:人民币|RMB|CNY|￥|¥|大写|金额|[:：\s（）()])+/i;

/**
 * Parses an RMB amount written in words: 人民币壹拾贰万叁仟肆佰伍拾陆元柒角捌分 -> 123456.78, 伍拾万元整,
 * 二十万元, 壹佰元零伍分, 12.5万元, 1,234.56元. Returns null when the text is not an amount (no 元/圆/角/分,
 * another currency, stray characters).
 */
export function parseChineseAmount(input: string): number | null {
  let s = fullWidthToAscii(input.trim()).replace(AMOUNT_PREFIX, '').replace(/\s+/g, '');
  s = s.replace(/[整正]$/, '');
  if (s === '') return null;

  // Arabic figures with an optional 万/亿: 12.5万元, 1,234.56元.
  const arabic = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(万|亿)?[元圆]$/.exec(s);
  if (arabic) {
    const base = Number(`${arabic[1]!.replace(/,/g, '')}.${arabic[2] ?? '0'}`);
    const mult = arabic[3] === '亿' ? 1e8 : arabic[3] === '万' ? 1e4 : 1;
    return Math.round(Number((base * mult * 100).toPrecision(15))) / 100;
  }

  const m = /^(?:(.*?)[元圆])?(?:零?([^零角分元圆])角)?(?:零?([^零角分元圆])分)?$/.exec(s);
  if (!m) return null;
  const [, intPart, jiaoPart, fenPart] = m;
  if (intPart === undefined && jiaoPart === undefined && fenPart === undefined) return null;
  let yuan = 0;
  if (intPart !== undefined) {
    const trimmed = intPart.replace(/零+$/, '');
    if (trimmed === '') {
      if (intPart === '') return null; // bare 元
      yuan = 0; // 零元
    } else {
      const v = parseChineseNumber(trimmed);
      if (v === null) return null;
      yuan = v;
    }
  }
  const digit = (c: string | undefined): number | null => {
    if (c === undefined) return 0;
    const d = DIGITS[c] ?? (isAsciiDigit(c) ? Number(c) : undefined);
    return d === undefined ? null : d;
  };
  const jiao = digit(jiaoPart);
  const fen = digit(fenPart);
  if (jiao === null || fen === null) return null;
  return (yuan * 100 + jiao * 10 + fen) / 100;
}
