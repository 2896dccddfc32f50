/** Money in figures (100,000元 / 10万元 / ￥5000元) and in words (壹拾万元整 / 十万元), both ways. */

const DIGITS: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 壹: 1, 二: 2, 贰: 2, 两: 2, 三: 3, 叁: 3, 四: 4, 肆: 4, 五: 5, 伍: 5, 六: 6, 陆: 6, 七: 7, 柒: 7, 八: 8, 捌: 8, 九: 9, 玖: 9 };
const UNITS: Record<string, number> = { 十: 10, 拾: 10, 百: 100, 佰: 100, 千: 1000, 仟: 1000 };
const BIG: Record<string, number> = { 万: 10_000, 亿: 100_000_000 };

/**
 * The value of a Chinese numeral (壹拾万 / 三千五百 / 十二 / 一百二十万), also mixed with figures as people write them
 * (3万5千 / 12.8万) and the spoken shortening where a last lone digit counts in the next lower unit (两万三 = 23000,
 * 三千五 = 3500, 一百二 = 120), or null.
 */
export function chineseNumberValue(text: string): number | null {
  if (!text) return null;
  let total = 0;
  let section = 0;
  let digit: number | null = null;
  let lastUnit = 0;
  for (const token of text.match(/\d+(?:\.\d+)?|./gu) ?? []) {
    const ch = token;
    if (/^\d/.test(token)) {
      if (digit !== null) return null;
      digit = Number(token);
    } else if (ch in DIGITS) {
      if (digit !== null && digit !== 0 && DIGITS[ch] !== 0) return null;
      digit = DIGITS[ch]!;
    } else if (ch in UNITS) {
      lastUnit = UNITS[ch]!;
      // 十 alone means 一十.
      section += (digit ?? 1) * UNITS[ch]!;
      digit = null;
    } else if (ch in BIG) {
      lastUnit = BIG[ch]!;
      section += digit ?? 0;
      total = (total + section) * BIG[ch]!;
      section = 0;
      digit = null;
    } else return null;
  }
  // 两万三 / 三千五: a lone last digit straight after 百, 千, 万 or 亿 (not after 十, not after 零) is in the next unit down.
  const last = text.at(-1) ?? '';
  const before = text.at(-2) ?? '';
  if (digit !== null && (last in DIGITS || /^\d$/.test(last)) && lastUnit >= 100 && /[百佰千仟万亿]/.test(before)) return Math.round((total + section + digit * (lastUnit / 10)) * 100) / 100;
  return Math.round((total + section + (digit ?? 0)) * 100) / 100;
}

const UPPER = '零壹贰叁肆伍陆柒捌玖';
const SMALL_UNITS = ['', '拾', '佰', '仟'];
const BIG_UNITS = ['', '万', '亿', '万亿'];

function groupInWords(part: number): string {
  let s = '';
  let zero = false;
  for (let i = 0, p = part; i < 4; i++, p = Math.floor(p / 10)) {
    const d = p % 10;
    if (d === 0) {
      if (s) zero = true;
    } else {
      s = UPPER[d]! + SMALL_UNITS[i]! + (zero ? '零' : '') + s;
      zero = false;
    }
  }
  return s;
}

/** 人民币大写 of an amount: 100000 -> 壹拾万元整, 1234.5 -> 壹仟贰佰叁拾肆元伍角. */
export function amountInWords(value: number): string {
  if (!Number.isFinite(value) || value < 0 || value >= 1e16) return '';
  const cents = Math.round(value * 100);
  let yuan = Math.floor(cents / 100);
  const jiao = Math.floor((cents % 100) / 10);
  const fen = cents % 10;
  const groups: number[] = [];
  while (yuan > 0) {
    groups.push(yuan % 10000);
    yuan = Math.floor(yuan / 10000);
  }
  let out = '';
  for (let g = groups.length - 1; g >= 0; g--) {
    const part = groups[g]!;
    if (part === 0) {
      if (out && !out.endsWith('零')) out += '零';
      continue;
    }
    // A group below 1000 after a higher group needs a 零 (壹拾万零伍佰).
    if (out && part < 1000 && !out.endsWith('零')) out += '零';
    out += groupInWords(part) + BIG_UNITS[g]!;
  }
  out = out.replace(/零+$/, '');
  if (!out) out = '零';
  out += '元';
  if (jiao === 0 && fen === 0) return `${out}整`;
  if (jiao > 0) out += `${UPPER[jiao]}角`;
  else out += '零';
  if (fen > 0) out += `${UPPER[fen]}分`;
  return out;
}

/** 人民币100,000.00元（大写：壹拾万元整）. */
export function formatAmount(value: number): string {
  const figures = value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `人民币${figures}元（大写：${amountInWords(value)}）`;
}

/** A lawyer's amount (100000 / 10万元 / 壹拾万元整 / 100,000.00) as a number, or null. */
export function parseAmount(text: string): number | null {
  const t = text.trim();
  const m = /^(?:人民币|RMB|￥|¥)?\s*(\d{1,3}(?:[,，]\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(亿元|万元|元|万|亿)?(?:整)?$/.exec(t);
  if (m) {
    const base = Number(`${m[1]!.replace(/[,，]/g, '')}${m[2] ? `.${m[2]}` : ''}`);
    const unit = m[3] ?? '';
    return unit.startsWith('亿') ? base * 1e8 : unit.startsWith('万') ? base * 1e4 : base;
  }
  const found = findAmounts(t);
  return found.length === 1 && found[0]!.text.length >= t.replace(/^人民币/, '').length - 2 ? found[0]!.value : null;
}

export type TFoundAmount = { value: number; text: string; start: number };

// 块 / 块钱 is spoken 元 (5000块); 块 before a noun (3块玻璃) is not money.
// 五千块慰问金 / 三百块路费: 块 before what the money is (金, 费, 钱, 款 …) is money too.
const YUAN = '元|圆|块钱|块(?![\\u4e00-\\u9fa5])|块(?=[的给还都也了就])|块(?=[\\u4e00-\\u9fa5]{0,3}?(?:金|费|钱|款|工资|补偿|补助|红包))';
const FIGURES = new RegExp(`(?:人民币|RMB|￥|¥)?\\s*(\\d{1,3}(?:[,，]\\d{3})+|\\d+)(?:\\.(\\d{1,2}))?\\s*(亿元|万元|万块钱|万块|${YUAN}|万(?!分之|\\d))`, 'g');
// Numerals mixed with figures or with no 元 (3万5千元, 两万三, 付了十万): read with chineseNumberValue.
const MIXED = new RegExp(`(?:人民币)?((?:\\d+(?:\\.\\d+)?|[零〇一二两三四五六七八九十百千万亿壹贰叁肆伍陆柒捌玖拾佰仟])+)(${YUAN})?`, 'g');
// Without 元 a spoken sum needs money before it (借给他两万三, 已经付了十万) and nothing that makes it a count after.
// 出了三十万 (a partner's share), 合同额的20%也就是七万二: 出了 and 额 are money words too.
const MONEY_BEFORE = /借|还|转|付|欠|赔|给|花|收|共|计|价|款|费|资|金|租|薪|钱|额|交|出了|退/;
// 十五万周转 / 十万做生意: what the money was for follows at once and is not a count.
// 左右 after a sum (1万2左右) is an estimate stated as one number, still the sum; 多 / 余 / 来 make it vague.
const COUNT_AFTER = /^(?:多|余|来|分之|(?!周转|做生意|用于|左右)[\u4e00-\u9fa5](?<![的是给还都也了就没未]))/;
// A sum said with no unit at all (交了19800, 月薪18000, 花了6999): figures straight after a word of paying or of a
// kind of money. Years, case numbers, counts and phone numbers have a unit, a 号 or more digits and are left alone.
// The narrative is NFKC-normalized, so the comma after 交了19800， is ','; only '.' before a digit or ',' before three joins figures.
const BARE_FIGURES = /(?<![\dA-Za-z]|\d[.,，])(\d{3,9})(?:\.(\d{1,2}))?(?![\d%A-Za-z]|\.\d|[,，]\d{3}(?!\d))/g;
const PAID_BEFORE =
  /(?:(?:交|花|付|给|借|还|欠|赔|转|收|退|充|垫|掏|拿|补|凑)了?(?:我|他|她|对方|人家|他们)?|(?:薪|工资|工钱|租金|房租|押金|定金|订金|费|款|价|钱|金额|数额)(?:是|为|有|约|大概|一共|共|总共|合计)?|一共|总共|共计|合计)\s*$/;
// The sums of a list (我八千五，老杨一万零三百 / 出了三十万、二十万、十万): after a sum in the same sentence, the next
// one needs no money word of its own.
const SENTENCE_END = /[。；;!?！？\n]/;
// 老周四千三，小陈一万零六百，都是欠的工钱: a spoken sum in a sentence that says it is owed or paid money.
const SENTENCE_MONEY = /钱|款|费|工资|薪|租金|押金|定金|欠|借|赔|花了|付了|交了/;
function sentenceAround(text: string, at: number): string {
  let lo = at;
  while (lo > 0 && !SENTENCE_END.test(text[lo - 1]!)) lo--;
  let hi = at;
  while (hi < text.length && !SENTENCE_END.test(text[hi]!)) hi++;
  return text.slice(lo, hi);
}
const WORDS = /(?:人民币)?([零〇一二两三四五六七八九十百千万亿壹贰叁肆伍陆柒捌玖拾佰仟]{1,20})(?:元|圆)(?:([零壹贰叁肆伍陆柒捌玖一二三四五六七八九])角)?(?:([零壹贰叁肆伍陆柒捌玖一二三四五六七八九])分)?整?/g;

/** Every amount of money in a text, in order; a figure and its words in brackets count once. */
export function findAmounts(text: string): TFoundAmount[] {
  const found: TFoundAmount[] = [];
  for (const m of text.matchAll(FIGURES)) {
    const base = Number(`${m[1]!.replace(/[,，]/g, '')}${m[2] ? `.${m[2]}` : ''}`);
    const unit = m[3]!;
    const value = unit.startsWith('亿') ? base * 1e8 : unit.startsWith('万') ? base * 1e4 : base;
    if (value > 0) found.push({ value, text: m[0].trim(), start: m.index + (m[0].length - m[0].trimStart().length) });
  }
  for (const m of text.matchAll(WORDS)) {
    const yuan = chineseNumberValue(m[1]!);
    if (yuan === null) continue;
    const value = yuan + (m[2] ? (DIGITS[m[2]] ?? 0) / 10 : 0) + (m[3] ? (DIGITS[m[3]] ?? 0) / 100 : 0);
    if (value > 0) found.push({ value, text: m[0], start: m.index });
  }
  // Sums with no unit need money before them or an earlier sum in the same sentence; taken in order of position.
  const unitless: (TFoundAmount & { bare?: true })[] = [];
  for (const m of text.matchAll(MIXED)) {
    const numeral = m[1]!;
    // Figures alone are FIGURES' job; here a Chinese unit (千, 万 …) or digit must be in the numeral.
    if (!/[零〇一二两三四五六七八九十百千万亿壹贰叁肆伍陆柒捌玖拾佰仟]/.test(numeral) || !/[十百千万亿拾佰仟]/.test(numeral)) continue;
    const value = chineseNumberValue(numeral);
    if (value === null || value <= 0) continue;
    if (!m[2]) {
      // 八千五 / 七千八 as clients say a sum: 千 or a bigger unit; 三百 alone is more often a count.
      if (!/[千仟万亿]/.test(numeral)) continue;
      if (COUNT_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 2)) || text[m.index - 1] === '第') continue;
      unitless.push({ value, text: m[0], start: m.index });
      continue;
    }
    found.push({ value, text: m[0], start: m.index });
  }
  for (const m of text.matchAll(BARE_FIGURES)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 2);
    if (COUNT_AFTER.test(after) || /^\s*[-/.年月日号]/.test(after)) continue;
    if (!PAID_BEFORE.test(text.slice(Math.max(0, m.index - 8), m.index))) {
      unitless.push({ value: Number(`${m[1]}${m[2] ? `.${m[2]}` : ''}`), text: m[0], start: m.index, bare: true });
      continue;
    }
    found.push({ value: Number(`${m[1]}${m[2] ? `.${m[2]}` : ''}`), text: m[0], start: m.index });
  }
  unitless.sort((a, b) => a.start - b.start);
  for (const u of unitless) {
    const before = text.slice(Math.max(0, u.start - 12), u.start);
    // An earlier sum in this sentence, at most 12 characters back (a name and a comma between list items).
    const listed = found.some((f) => f.start < u.start && u.start - (f.start + f.text.length) <= 12 && !SENTENCE_END.test(text.slice(f.start + f.text.length, u.start)));
    if (listed || (!u.bare && (MONEY_BEFORE.test(before) || SENTENCE_MONEY.test(sentenceAround(text, u.start))))) found.push({ value: u.value, text: u.text, start: u.start });
  }
  // Where readings overlap (3万 and 5千元 inside 3万5千元), the longest is the amount.
  const kept: TFoundAmount[] = [];
  for (const a of [...found].sort((x, y) => y.text.length - x.text.length)) {
    if (!kept.some((k) => a.start < k.start + k.text.length && k.start < a.start + a.text.length)) kept.push(a);
  }
  found.length = 0;
  found.push(...kept);
  found.sort((a, b) => a.start - b.start);
  // A figure followed closely by the same value in words (（大写：壹拾万元整）) is one amount.
  const out: TFoundAmount[] = [];
  for (const a of found) {
    const prev = out.at(-1);
    if (prev && Math.abs(prev.value - a.value) < 0.005 && a.start - (prev.start + prev.text.length) < 12) continue;
    out.push(a);
  }
  return out;
}
