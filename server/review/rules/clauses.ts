/**
 * Clause numbering: parse a label (rendered automatic numbering or typed at the start of the text) into its kind
 * and number, so that numbering checks, cross-references and heading detection treat 第三条 from numbering.xml and
 * 第三条 typed by hand alike.
 */
import { parseChineseNumber } from '@common/text/chinese-numerals';

export type LabelKind = 'part' | 'chapter' | 'article' | 'cn' | 'cnParen' | 'num' | 'dotted' | 'paren';

export interface ParsedLabel {
  kind: LabelKind;
  /** The label as written (第三条, 1.2, （一）). */
  label: string;
  /** Numbers: [3] for 第三条, [1, 2] for 1.2. */
  numbers: number[];
  /** Text after the label and its separator. */
  rest: string;
  /** Length of label + separator at the start of the analysed string (0 when the label came from `label`). */
  consumed: number;
}

const CN = '零〇一二三四五六七八九十百千两';
const PATTERNS: { kind: LabelKind; re: RegExp }[] = [
  { kind: 'part', re: new RegExp(`^第([${CN}\\d]+)(?:部分|编)`, 'u') },
  { kind: 'chapter', re: new RegExp(`^第([${CN}\\d]+)章`, 'u') },
  { kind: 'article', re: new RegExp(`^第([${CN}\\d]+)条`, 'u') },
  { kind: 'cn', re: new RegExp(`^([${CN}]+)[、.．]`, 'u') },
  { kind: 'cnParen', re: new RegExp(`^[（(]([${CN}]+)[）)]`, 'u') },
  { kind: 'dotted', re: /^(\d{1,2}(?:[.．]\d{1,2})+)(?![\d%])[.．]?/u },
  { kind: 'num', re: /^(\d{1,2})(?:[、]|[.．](?!\d))/u },
  { kind: 'paren', re: /^[（(](\d{1,2})[）)]/u },
];

/** Parses a numbering label at the start of `s` (leading whitespace allowed). */
export function parseLabel(s: string): ParsedLabel | null {
  const lead = /^[\s\u3000]*/u.exec(s)?.[0].length ?? 0;
  const t = s.slice(lead);
  for (const { kind, re } of PATTERNS) {
    const m = re.exec(t);
    if (!m) continue;
    const label = m[0];
    const after = t.slice(label.length);
    if ((kind === 'dotted' || kind === 'num') && /^\d/.test(after)) continue;
    // "一、" must not be the start of a sentence like "一方违约" (no separator) — the regex requires 、 or . already.
    const numbers = m[1]!.split(/[.．]/).map((x) => parseChineseNumber(x));
    if (numbers.some((n) => n === null)) continue;
    const sep = /^[\s\u3000]*/u.exec(after)?.[0] ?? '';
    return {
      kind,
      label,
      numbers: numbers as number[],
      rest: after.slice(sep.length),
      consumed: lead + label.length + sep.length,
    };
  }
  return null;
}

/** The paragraph's clause label: its rendered `label` if any, else one typed at the start of its text. */
export function labelOf(p: { label: string; text: string }): ParsedLabel | null {
  if (p.label.trim() !== '') {
    const parsed = parseLabel(p.label.trim());
    if (parsed) return { ...parsed, rest: p.text, consumed: 0 };
    return null;
  }
  return parseLabel(p.text);
}
