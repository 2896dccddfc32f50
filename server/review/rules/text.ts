/**
 * Text helpers shared by detectors: a length-preserving normalised view (so offsets found on it are offsets in
 * the original paragraph text), sentence splitting with offsets, and anchor construction.
 */
import type { TAnchor } from '@common/api/contract';
import type { ReviewParagraph } from '../model';

/**
 * One-to-one character mapping: full-width digits, ％ and ．between digits become ASCII, NBSP and the
 * ideographic space become a plain space. The result has exactly the same length as the input.
 */
export function normalizeView(text: string): string {
  // Most paragraphs need no change: skip the per-character rebuild.
  if (!/[０-９％\u00a0\u3000．，]/u.test(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const code = c.charCodeAt(0);
    if (code >= 0xff10 && code <= 0xff19) out += String.fromCharCode(code - 0xff10 + 0x30);
    else if (c === '％') out += '%';
    else if (c === '\u00a0' || c === '\u3000') out += ' ';
    else if ((c === '．' || c === '，') && /[0-9０-９]/.test(text[i - 1] ?? '') && /[0-9０-９]/.test(text[i + 1] ?? ''))
      out += c === '．' ? '.' : ',';
    else out += c;
  }
  return out;
}

export interface Sentence {
  start: number;
  end: number;
  text: string;
}

/** Splits at 。；;！!？? (the terminator stays with its sentence). Empty pieces are dropped. */
export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if ('。；;！!？?'.includes(c)) {
      push(start, i + 1);
      start = i + 1;
    }
  }
  push(start, text.length);
  return out;

  function push(s: number, e: number): void {
    let a = s;
    let b = e;
    while (a < b && /\s/.test(text[a]!)) a++;
    while (b > a && /\s/.test(text[b - 1]!)) b--;
    if (b > a) out.push({ start: a, end: b, text: text.slice(a, b) });
  }
}

/** The anchor for [start, end) of a paragraph, trimmed of surrounding whitespace and punctuation. */
export function makeAnchor(p: ReviewParagraph, start: number, end: number): TAnchor | null {
  let a = Math.max(0, start);
  let b = Math.min(p.text.length, end);
  while (a < b && /[\s，,、：:]/.test(p.text[a]!)) a++;
  while (b > a && /[\s，,、：:；;]/.test(p.text[b - 1]!)) b--;
  if (b <= a) return null;
  return { paragraph_index: p.index, start: a, end: b, quote: p.text.slice(a, b) };
}

/**
 * Compiles a regex source from the knowledge base (cached). Keyed by flags, then by the source string itself: a
 * source is mostly the same constant string, whose hash V8 keeps, whereas a joined `flags/source` key was a new string
 * to flatten and hash on every call (party-word groups run to 30,000 characters; decision 234).
 */
const cache = new Map<string, Map<string, RegExp>>();
export function re(source: string, flags = 'u'): RegExp {
  let byFlags = cache.get(flags);
  if (!byFlags) {
    byFlags = new Map();
    cache.set(flags, byFlags);
  }
  let r = byFlags.get(source);
  if (!r) {
    r = new RegExp(source, flags);
    byFlags.set(source, r);
  }
  return r;
}

/** Global version of a pattern for matchAll. */
export function reAll(source: string): RegExp {
  return re(source, 'gu');
}

/** A check's title, explanation or suggestion with its {placeholders} filled (unknown ones left as they are). */
export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);
}
