/**
 * Automatic numbering: renders the labels Word draws before numbered paragraphs (第一条, 1.1, 一、, （一）) from
 * numbering.xml and styles.xml, because the label is not in the text (field notes: without it clause detection misses
 * most real contracts).
 *
 * Model (ECMA-376 §17.9, checked against LibreOffice's rendering, see decision 024):
 * - A paragraph's numbering comes from its own w:numPr or, through w:pStyle and the basedOn chain, from its style's
 *   numPr; numId 0 switches numbering off. Without an explicit ilvl, the level whose w:pStyle names the style is used.
 * - w:num -> w:abstractNum (following numStyleLink through a numbering style). Counters live per abstractNum, so
 *   several nums sharing one abstractNum continue one sequence; a num with lvlOverride/startOverride restarts that
 *   level the first time the num is used, and a lvlOverride/lvl replaces the level definition for that num.
 * - Using level L restarts deeper levels unless their lvlRestart says otherwise (0 = never, n = only when a level
 *   above n is used). lvlText substitutes %1..%9 with each level's counter in that level's numFmt, or in decimal
 *   when the current level isLgl. A level never used shows its start value.
 */
import { XmlScanner, Tok, attr, localName } from './xml';

export interface LevelDef {
  start: number;
  numFmt: string;
  /** w:format of a 'custom' numFmt (Word 2010+), e.g. '001, 002, 003, ...'. */
  format: string;
  lvlText: string | null;
  /** lvlRestart value; undefined = restart after any higher level. */
  restart: number | undefined;
  isLgl: boolean;
  pStyle: string;
}

interface AbstractNumDef {
  id: string;
  levels: (LevelDef | undefined)[];
  numStyleLink: string;
}

interface NumDef {
  id: string;
  abstractId: string;
  overrides: Map<number, { start: number | undefined; lvl: LevelDef | undefined }>;
}

export interface StyleDef {
  id: string;
  type: string;
  name: string;
  basedOn: string;
  numId: string | undefined;
  ilvl: number | undefined;
  outlineLvl: number | undefined;
  isDefault: boolean;
}

/** A paragraph's own numbering-related properties (from its w:pPr). */
export interface ParagraphNumProps {
  style: string;
  numId: string | undefined;
  ilvl: number | undefined;
}

export interface NumberingLabel {
  label: string;
  ilvl: number;
  numId: string;
  bullet: boolean;
}

function onOff(tag: string, w: string): boolean {
  const v = attr(tag, `${w}:val`);
  return v === undefined || !(v === 'false' || v === '0' || v === 'off');
}

function intAttr(tag: string, name: string): number | undefined {
  const v = attr(tag, name);
  if (v === undefined) return undefined;
  const n = parseInt(v, 10);
  return Number.isFinite(n) ? n : undefined;
}

/** Prefix bound to the WordprocessingML namespace in a part (usually 'w'). */
export function wPrefixOf(xml: string): string {
  const m = /xmlns:([A-Za-z_][\w.-]*)="(?:http:\/\/schemas\.openxmlformats\.org\/wordprocessingml\/2006\/main|http:\/\/purl\.oclc\.org\/ooxml\/wordprocessingml\/main)"/.exec(
    xml.slice(0, 20000),
  );
  return m ? m[1]! : 'w';
}

/** Parsed styles: paragraph/numbering styles with their numbering and outline properties. */
export function parseStyles(xml: string | null): Map<string, StyleDef> & { defaultParagraph?: string } {
  const styles = new Map<string, StyleDef>() as Map<string, StyleDef> & { defaultParagraph?: string };
  if (!xml) return styles;
  const w = wPrefixOf(xml);
  const sc = new XmlScanner(xml);
  const stack: string[] = [];
  let cur: StyleDef | null = null;
  while (sc.next()) {
    if (sc.type === Tok.Open || sc.type === Tok.SelfClose) {
      const name = sc.name;
      const tag = xml.slice(sc.start, sc.end);
      const parent = stack[stack.length - 1];
      if (name === `${w}:style`) {
        cur = {
          id: attr(tag, `${w}:styleId`) ?? '',
          type: attr(tag, `${w}:type`) ?? 'paragraph',
          name: '',
          basedOn: '',
          numId: undefined,
          ilvl: undefined,
          outlineLvl: undefined,
          isDefault: ['1', 'true', 'on'].includes(attr(tag, `${w}:default`) ?? ''),
        };
        styles.set(cur.id, cur);
        if (cur.isDefault && cur.type === 'paragraph') styles.defaultParagraph = cur.id;
      } else if (cur && parent === `${w}:style`) {
        if (name === `${w}:basedOn`) cur.basedOn = attr(tag, `${w}:val`) ?? '';
        else if (name === `${w}:name`) cur.name = attr(tag, `${w}:val`) ?? '';
      } else if (cur && parent === `${w}:pPr` && stack[stack.length - 2] === `${w}:style`) {
        if (name === `${w}:outlineLvl`) cur.outlineLvl = intAttr(tag, `${w}:val`);
      } else if (cur && parent === `${w}:numPr` && stack[stack.length - 3] === `${w}:style`) {
        if (name === `${w}:numId`) cur.numId = attr(tag, `${w}:val`);
        else if (name === `${w}:ilvl`) cur.ilvl = intAttr(tag, `${w}:val`);
      }
      if (sc.type === Tok.Open) stack.push(name);
    } else if (sc.type === Tok.Close) {
      if (stack.pop() === `${w}:style`) cur = null;
    }
  }
  return styles;
}

// Word has nine levels (0-8); a fuzzed ilvl must not turn the level arrays sparse and huge.
function clampLevel(v: number | undefined): number {
  return v === undefined || !Number.isFinite(v) ? 0 : Math.min(Math.max(Math.trunc(v), 0), 8);
}

function parseNumberingXml(xml: string | null): { abstracts: Map<string, AbstractNumDef>; nums: Map<string, NumDef> } {
  const abstracts = new Map<string, AbstractNumDef>();
  const nums = new Map<string, NumDef>();
  if (!xml) return { abstracts, nums };
  const w = wPrefixOf(xml);
  const sc = new XmlScanner(xml);
  const stack: string[] = [];
  let abs: AbstractNumDef | null = null;
  let num: NumDef | null = null;
  let overrideLevel: number | undefined;
  let lvl: LevelDef | null = null;
  let lvlIndex = 0;
  let fallbackDepth = -1;
  const newLevel = (): LevelDef => ({ start: 0, numFmt: 'decimal', format: '', lvlText: null, restart: undefined, isLgl: false, pStyle: '' });
  while (sc.next()) {
    if (sc.type === Tok.Close) {
      const name = stack.pop();
      if (fallbackDepth === stack.length) fallbackDepth = -1;
      if (name === `${w}:lvl` && lvl) {
        if (num && overrideLevel !== undefined) {
          const o = num.overrides.get(overrideLevel) ?? { start: undefined, lvl: undefined };
          o.lvl = lvl;
          num.overrides.set(overrideLevel, o);
        } else if (abs) abs.levels[lvlIndex] = lvl;
        lvl = null;
      } else if (name === `${w}:abstractNum`) abs = null;
      else if (name === `${w}:num`) num = null;
      else if (name === `${w}:lvlOverride`) overrideLevel = undefined;
      continue;
    }
    if (sc.type !== Tok.Open && sc.type !== Tok.SelfClose) continue;
    const name = sc.name;
    if (fallbackDepth >= 0) {
      if (sc.type === Tok.Open) stack.push(name);
      continue;
    }
    const tag = xml.slice(sc.start, sc.end);
    const ln = localName(name);
    if (ln === 'Fallback' && name !== `${w}:Fallback`) {
      // mc:Fallback inside a level repeats the Choice for old readers: take the Choice only.
      if (sc.type === Tok.Open) {
        fallbackDepth = stack.length;
        stack.push(name);
      }
      continue;
    }
    if (name === `${w}:abstractNum`) {
      abs = { id: attr(tag, `${w}:abstractNumId`) ?? '', levels: [], numStyleLink: '' };
      abstracts.set(abs.id, abs);
    } else if (name === `${w}:num`) {
      num = { id: attr(tag, `${w}:numId`) ?? '', abstractId: '', overrides: new Map() };
      nums.set(num.id, num);
    } else if (num && name === `${w}:abstractNumId`) {
      num.abstractId = attr(tag, `${w}:val`) ?? '';
    } else if (num && name === `${w}:lvlOverride`) {
      overrideLevel = clampLevel(intAttr(tag, `${w}:ilvl`));
    } else if (num && overrideLevel !== undefined && name === `${w}:startOverride`) {
      const o = num.overrides.get(overrideLevel) ?? { start: undefined, lvl: undefined };
      o.start = intAttr(tag, `${w}:val`) ?? 0;
      num.overrides.set(overrideLevel, o);
    } else if (abs && !lvl && name === `${w}:numStyleLink`) {
      abs.numStyleLink = attr(tag, `${w}:val`) ?? '';
    } else if (name === `${w}:lvl`) {
      lvl = newLevel();
      lvlIndex = clampLevel(intAttr(tag, `${w}:ilvl`));
    } else if (lvl) {
      // Direct children of w:lvl (possibly inside mc:AlternateContent/mc:Choice); pPr/rPr children are not ours.
      const inProps = stack.some((s) => s === `${w}:pPr` || s === `${w}:rPr`);
      if (!inProps) {
        if (name === `${w}:start`) lvl.start = intAttr(tag, `${w}:val`) ?? 0;
        else if (name === `${w}:numFmt`) {
          lvl.numFmt = attr(tag, `${w}:val`) ?? 'decimal';
          lvl.format = attr(tag, `${w}:format`) ?? '';
        } else if (name === `${w}:lvlText`) lvl.lvlText = attr(tag, `${w}:val`) ?? '';
        else if (name === `${w}:lvlRestart`) lvl.restart = intAttr(tag, `${w}:val`);
        else if (name === `${w}:isLgl`) lvl.isLgl = onOff(tag, w);
        else if (name === `${w}:pStyle`) lvl.pStyle = attr(tag, `${w}:val`) ?? '';
      }
    }
    if (sc.type === Tok.Open) stack.push(name);
  }
  return { abstracts, nums };
}

// ---------- number formats ----------

const CN_DIGITS = ['〇', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const CN_ZERO_WORD = '〇';
const LEGAL_SIMPLIFIED = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const LEGAL_TRADITIONAL = ['零', '壹', '貳', '參', '肆', '伍', '陸', '柒', '捌', '玖'];

/** 一 .. 九十九 with 十 for 10-19; 100+ digit by digit (Word's chineseCounting). */
function chineseCounting(n: number): string {
  if (n <= 0) return String(n);
  if (n < 10) return CN_DIGITS[n]!;
  if (n < 100) {
    const t = Math.floor(n / 10);
    const o = n % 10;
    return (t === 1 ? '' : CN_DIGITS[t]!) + '十' + (o ? CN_DIGITS[o]! : '');
  }
  if (n < 10000) return String(n).split('').map((d) => CN_DIGITS[Number(d)]!).join('');
  return String(n);
}

/**
 * Positional Chinese counting with units (chineseCountingThousand, taiwaneseCounting, japaneseCounting, legal forms):
 * 十一, 二十, 一百〇一, 一百一十, 一千〇一. `omitOne` drops 一 before 百/千 (Japanese), `tenPrefix` keeps 一 before 十
 * in 10-19 (legal 壹拾).
 */
function countingWithUnits(n: number, digits: string[], units: [string, string, string], zero: string, opts: { omitOne?: boolean; tenPrefix?: boolean } = {}): string {
  if (n <= 0 || n >= 10000) return String(n);
  const [ten, hundred, thousand] = units;
  const th = Math.floor(n / 1000);
  const h = Math.floor((n % 1000) / 100);
  const t = Math.floor((n % 100) / 10);
  const o = n % 10;
  const digit = (d: number) => (opts.omitOne && d === 1 ? '' : digits[d]!);
  let out = '';
  if (th) out += digit(th) + thousand;
  if (h) out += digit(h) + hundred;
  else if (th && (t || o)) out += zero;
  if (t) out += (t === 1 && n < 20 && !opts.tenPrefix ? '' : digit(t)) + ten;
  else if ((th || h) && o && !(zero && out.endsWith(zero))) out += zero;
  if (o) out += digits[o]!;
  return out;
}

function letters(n: number, base: string): string {
  // Beyond ZZZ...(30 letters) Word's own rendering is useless; and a fuzzed start must not build huge strings.
  if (n <= 0 || n > 26 * 30) return String(n);
  const ch = base[(n - 1) % 26]!;
  return ch.repeat(Math.floor((n - 1) / 26) + 1);
}

function roman(n: number): string {
  if (n <= 0 || n >= 4000) return String(n);
  const table: [number, string][] = [
    [1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'],
    [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I'],
  ];
  let out = '';
  for (const [v, s] of table) {
    while (n >= v) {
      out += s;
      n -= v;
    }
  }
  return out;
}

function enclosedCircle(n: number): string {
  if (n >= 1 && n <= 20) return String.fromCodePoint(0x2460 + n - 1);
  if (n >= 21 && n <= 35) return String.fromCodePoint(0x3251 + n - 21);
  if (n >= 36 && n <= 50) return String.fromCodePoint(0x32b1 + n - 36);
  return String(n);
}

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}

/** Renders one counter value in a w:numFmt. Unknown formats fall back to decimal. */
export function formatNumber(n: number, numFmt: string, format = ''): string {
  switch (numFmt) {
    case 'decimal':
    case 'decimalHalfWidth':
      return String(n);
    case 'decimalZero':
      return n >= 0 && n < 10 ? `0${n}` : String(n);
    case 'decimalFullWidth':
    case 'decimalFullWidth2':
      return String(n).replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
    case 'upperLetter':
      return letters(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    case 'lowerLetter':
      return letters(n, 'abcdefghijklmnopqrstuvwxyz');
    case 'upperRoman':
      return roman(n);
    case 'lowerRoman':
      return roman(n).toLowerCase();
    case 'ordinal':
      return ordinal(n);
    case 'decimalEnclosedCircle':
    case 'decimalEnclosedCircleChinese':
      return enclosedCircle(n);
    case 'decimalEnclosedFullstop':
      return n >= 1 && n <= 20 ? String.fromCodePoint(0x2488 + n - 1) : String(n);
    case 'decimalEnclosedParen':
      return n >= 1 && n <= 20 ? String.fromCodePoint(0x2474 + n - 1) : String(n);
    case 'ideographEnclosedCircle':
      return n >= 1 && n <= 10 ? String.fromCodePoint(0x3280 + n - 1) : String(n);
    case 'chineseCounting':
      return chineseCounting(n);
    case 'chineseCountingThousand':
    case 'taiwaneseCounting':
    case 'taiwaneseCountingThousand':
    case 'koreanCounting':
      return countingWithUnits(n, CN_DIGITS, ['十', '百', '千'], CN_ZERO_WORD);
    case 'japaneseCounting':
      return countingWithUnits(n, CN_DIGITS, ['十', '百', '千'], '', { omitOne: true });
    case 'chineseLegalSimplified':
      return countingWithUnits(n, LEGAL_SIMPLIFIED, ['拾', '佰', '仟'], '零', { tenPrefix: true });
    case 'ideographLegalTraditional':
    case 'japaneseLegal':
      return countingWithUnits(n, LEGAL_TRADITIONAL, ['拾', '佰', '仟'], '零', { tenPrefix: true });
    case 'ideographDigital':
    case 'taiwaneseDigital':
    case 'japaneseDigitalTenThousand':
      return String(n).split('').map((d) => CN_DIGITS[Number(d)] ?? d).join('');
    case 'ideographTraditional':
      return n >= 1 && n <= 10 ? '甲乙丙丁戊己庚辛壬癸'[n - 1]! : String(n);
    case 'ideographZodiac':
      return n >= 1 && n <= 12 ? '子丑寅卯辰巳午未申酉戌亥'[n - 1]! : String(n);
    case 'none':
      return '';
    case 'custom': {
      // Word 2010+ custom formats are samples such as '001, 002, 003, ...': zero-pad to the sample's width.
      const m = /^0*\d+/.exec(format);
      if (m && m[0].startsWith('0')) return String(n).padStart(Math.min(m[0].length, 10), '0');
      return String(n);
    }
    default:
      return String(n);
  }
}

// Symbol/Wingdings bullets are private-use code points and Courier New's 'o' is drawn as a circle: show what the
// reader sees (as LibreOffice does).
const PUA_BULLETS: Record<number, string> = { 0xf0a7: '▪', 0xf0d8: '➢', 0xf0fc: '✓', 0xf076: '❖', 0xf0a8: '◆' };
function bulletText(text: string): string {
  if (!text) return '•';
  if (text === 'o') return '◦';
  const cp = text.codePointAt(0)!;
  return cp >= 0xe000 && cp <= 0xf8ff ? (PUA_BULLETS[cp] ?? '•') : text;
}

/** Numbering definitions plus the running counters of one document, used paragraph by paragraph in order. */
export class NumberingRenderer {
  private readonly abstracts: Map<string, AbstractNumDef>;
  private readonly nums: Map<string, NumDef>;
  private readonly counters = new Map<string, (number | undefined)[]>();
  private readonly seenNums = new Set<string>();

  constructor(
    numberingXml: string | null,
    readonly styles: Map<string, StyleDef> & { defaultParagraph?: string },
  ) {
    const parsed = parseNumberingXml(numberingXml);
    this.abstracts = parsed.abstracts;
    this.nums = parsed.nums;
  }

  private readonly chains = new Map<string, StyleDef[]>();

  /** The style chain of a paragraph style id, nearest first (guards against basedOn loops). */
  styleChain(styleId: string): StyleDef[] {
    const cached = this.chains.get(styleId);
    if (cached) return cached;
    const out: StyleDef[] = [];
    this.chains.set(styleId, out);
    let id = styleId || this.styles.defaultParagraph || '';
    const seen = new Set<string>();
    while (id && !seen.has(id) && out.length < 20) {
      seen.add(id);
      const s = this.styles.get(id);
      if (!s) break;
      out.push(s);
      id = s.basedOn;
    }
    return out;
  }

  /** Outline level from the style chain (0-based), undefined when none. */
  outlineLevel(styleId: string): number | undefined {
    for (const s of this.styleChain(styleId)) if (s.outlineLvl !== undefined) return s.outlineLvl;
    return undefined;
  }

  private abstractFor(numId: string): AbstractNumDef | undefined {
    let num = this.nums.get(numId);
    for (let hops = 0; num && hops < 5; hops++) {
      const abs = this.abstracts.get(num.abstractId);
      if (!abs) return undefined;
      if (!abs.numStyleLink) return abs;
      // numStyleLink: the levels live in the abstractNum of the num named by that numbering style.
      const style = this.styles.get(abs.numStyleLink);
      if (!style?.numId || style.numId === numId) return abs;
      num = this.nums.get(style.numId);
    }
    return undefined;
  }

  private levelDef(num: NumDef, abs: AbstractNumDef, ilvl: number): LevelDef | undefined {
    return num.overrides.get(ilvl)?.lvl ?? abs.levels[ilvl];
  }

  private startOf(num: NumDef, abs: AbstractNumDef, ilvl: number): number {
    const o = num.overrides.get(ilvl);
    return o?.start ?? o?.lvl?.start ?? abs.levels[ilvl]?.start ?? 0;
  }

  /** Resolves numId/ilvl for a paragraph from its own numPr and its style chain. */
  resolve(p: ParagraphNumProps): { numId: string; ilvl: number } | null {
    let numId = p.numId;
    let ilvl = p.ilvl;
    let fromStyle: StyleDef | undefined;
    const chain = this.styleChain(p.style);
    if (numId === undefined) {
      for (const s of chain) {
        if (s.numId !== undefined) {
          numId = s.numId;
          fromStyle = s;
          break;
        }
      }
    }
    if (numId === undefined || numId === '0' || !this.nums.has(numId)) return null;
    if (ilvl === undefined) ilvl = chain.find((s) => s.ilvl !== undefined)?.ilvl;
    if (ilvl === undefined) {
      const abs = this.abstractFor(numId);
      const styleId = fromStyle?.id ?? p.style;
      const idx = abs?.levels.findIndex((l) => l?.pStyle && l.pStyle === styleId) ?? -1;
      ilvl = idx >= 0 ? idx : 0;
    }
    return { numId, ilvl: Math.min(Math.max(ilvl, 0), 8) };
  }

  /** Label for the next paragraph in reading order, advancing the counters; null when not numbered. */
  next(p: ParagraphNumProps): NumberingLabel | null {
    const r = this.resolve(p);
    if (!r) return null;
    const num = this.nums.get(r.numId)!;
    const abs = this.abstractFor(r.numId);
    if (!abs) return null;
    const lvl = this.levelDef(num, abs, r.ilvl);
    if (!lvl) return null;
    let counters = this.counters.get(abs.id);
    if (!counters) {
      counters = new Array<number | undefined>(9).fill(undefined);
      this.counters.set(abs.id, counters);
    }
    if (!this.seenNums.has(num.id)) {
      this.seenNums.add(num.id);
      for (const [level, o] of num.overrides) if (o.start !== undefined) counters[level] = undefined;
    }
    const L = r.ilvl;
    counters[L] = counters[L] === undefined ? this.startOf(num, abs, L) : counters[L]! + 1;
    for (let M = L + 1; M < 9; M++) {
      const restart = this.levelDef(num, abs, M)?.restart;
      if (restart === undefined || (restart > 0 && L < restart)) counters[M] = undefined;
    }
    if (lvl.numFmt === 'bullet') return { label: bulletText(lvl.lvlText ?? ''), ilvl: L, numId: num.id, bullet: true };
    const text = (lvl.lvlText ?? '').replace(/%([1-9])/g, (_all, k: string) => {
      const level = Number(k) - 1;
      const def = this.levelDef(num, abs, level);
      const value = counters[level] ?? this.startOf(num, abs, level);
      if (!def) return '';
      return lvl.isLgl ? String(value) : formatNumber(value, def.numFmt, def.format);
    });
    return { label: text, ilvl: L, numId: num.id, bullet: false };
  }
}
